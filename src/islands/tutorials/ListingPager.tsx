/**
 * Previous/next and page-number links between the static pages of a listing (/tutorials,
 * /tutorials/page/2, ...): plain links, so they work before and without JavaScript.
 */
import { PAGER_NEIGHBOURS } from '@/data/listings';
import { fillTemplate } from '@/lib/dictionaries';
import type { Dictionary } from '@/i18n/dictionary';
import { listingPageRoute, pagerEntries } from '@/lib/pagination';
import { withBase } from '@/lib/sitePaths';

interface Props {
  /** The listing's first page ('/tutorials', '/es/tutorials'). */
  route: string;
  page: number;
  pages: number;
  texts: Pick<Dictionary['tutorialListing']['island'], 'pagerLabel' | 'previousPage' | 'nextPage' | 'pageLabel'>;
}

const LINK = 'grid min-h-11 min-w-11 place-items-center rounded-full border px-3 text-sm font-semibold';
const IDLE = `${LINK} border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700`;

export default function ListingPager({ route, page, pages, texts }: Props) {
  const href = (target: number) => withBase(listingPageRoute(route, target));
  return (
    <nav aria-label={texts.pagerLabel} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" className={IDLE}>
          <span>
            <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
              ←
            </span>
            {texts.previousPage}
          </span>
        </a>
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {pagerEntries(page, pages, PAGER_NEIGHBOURS).map((entry, position) =>
          entry === 'gap' ? (
            <li key={`gap-${position}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                href={href(entry)}
                aria-label={fillTemplate(texts.pageLabel, { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={entry === page ? `${LINK} border-brand-600 bg-brand-600 text-white` : IDLE}
              >
                {entry}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <a href={href(page + 1)} rel="next" className={IDLE}>
          <span>
            {texts.nextPage}
            <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
              →
            </span>
          </span>
        </a>
      )}
    </nav>
  );
}
