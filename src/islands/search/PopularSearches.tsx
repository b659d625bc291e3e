/** The "Popular TikTok Searches" table shown while there is no query. */
import { POPULAR_TOPICS, SEARCH_TEXTS } from '@/data/search';
import { SEARCH_PAGE_TEXTS as TEXTS } from '@/data/searchPageTexts';

export function PopularSearches({ onSearch }: { onSearch: (query: string) => void }) {
  return (
    <section aria-labelledby="popular-searches-title" className="card overflow-hidden">
      <h2 id="popular-searches-title" className="px-5 pt-5 text-xl font-bold sm:px-6">
        {SEARCH_TEXTS.popularTitle}
      </h2>
      <table className="mt-4 w-full text-left">
        <thead className="bg-surface-alt text-sm text-muted">
          <tr>
            <th scope="col" className="px-5 py-2 font-semibold sm:px-6">
              {TEXTS.popularTopicColumn}
            </th>
            <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
              {TEXTS.popularDescriptionColumn}
            </th>
            <th scope="col" className="px-5 py-2 sm:px-6">
              <span className="sr-only">{TEXTS.popularActionColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {POPULAR_TOPICS.map((topic) => (
            <tr key={topic.title} className="border-t border-line">
              <th scope="row" className="px-5 py-4 align-middle font-semibold sm:px-6">
                {topic.title}
                <span className="mt-0.5 block text-sm font-normal text-muted sm:hidden">{topic.description}</span>
              </th>
              <td className="hidden py-4 pr-4 align-middle text-muted sm:table-cell">{topic.description}</td>
              <td className="px-5 py-3 text-right align-middle sm:px-6">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={TEXTS.popularSearchLabel(topic.title)}
                  onClick={() => onSearch(topic.query)}
                >
                  {TEXTS.popularSearch}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
