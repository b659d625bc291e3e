/** "Related Searches" chips under the results: each sets q to its term. */
interface Props {
  title: string;
  terms: string[];
  onSearch: (query: string) => void;
}

export function RelatedSearches({ title, terms, onSearch }: Props) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="related-searches-title" className="mt-10">
      <h2 id="related-searches-title" className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onSearch(term)}
              className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
