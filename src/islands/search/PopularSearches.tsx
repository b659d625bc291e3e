/** The "Popular TikTok Searches" table shown while there is no query. */
import { fillTemplate } from '@/lib/dictionaries';
import type { SearchTexts } from './searchTexts';

export function PopularSearches({ texts, onSearch }: { texts: SearchTexts; onSearch: (query: string) => void }) {
  return (
    <section aria-labelledby="popular-searches-title" className="card overflow-hidden">
      <h2 id="popular-searches-title" className="px-5 pt-5 text-xl font-bold sm:px-6">
        {texts.popularTitle}
      </h2>
      <table className="mt-4 w-full text-start">
        <thead className="bg-surface-alt text-sm text-muted">
          <tr>
            <th scope="col" className="px-5 py-2 font-semibold sm:px-6">
              {texts.popularTopicColumn}
            </th>
            <th scope="col" className="hidden py-2 pe-4 font-semibold sm:table-cell">
              {texts.popularDescriptionColumn}
            </th>
            <th scope="col" className="px-5 py-2 sm:px-6">
              <span className="sr-only">{texts.popularActionColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {texts.popularTopics.map((topic) => (
            <tr key={topic.title} className="border-t border-line">
              <th scope="row" className="px-5 py-4 align-middle font-semibold sm:px-6">
                {topic.title}
                <span className="mt-0.5 block text-sm font-normal text-muted sm:hidden">{topic.description}</span>
              </th>
              <td className="hidden py-4 pe-4 align-middle text-muted sm:table-cell">{topic.description}</td>
              <td className="px-5 py-3 text-end align-middle sm:px-6">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={fillTemplate(texts.popularSearchLabel, { topic: topic.title })}
                  onClick={() => onSearch(topic.query)}
                >
                  {texts.popularSearch}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
