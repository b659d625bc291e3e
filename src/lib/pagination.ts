/**
 * Page arithmetic for the paginated listings: how many pages, which items a page holds, where each page
 * lives, and which page links the pager shows. Pure, shared by the pages at build time and the island.
 */

/** Pages needed for `total` items, `size` to a page; an empty list still has its first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(1, page) - 1) * size;
  return items.slice(start, start + size);
}

/**
 * The root-relative route of page `page` of a listing at `route` ('/tutorials'): the first page is the
 * listing itself, the others '/tutorials/page/2' and on.
 */
export function listingPageRoute(route: string, page: number): string {
  return page <= 1 ? route : `${route}/page/${page}`;
}

/** A pager entry: a page number, or a gap standing for the pages left out. */
export type PagerEntry = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and `neighbours` pages on each side of the
 * current one, with a gap wherever pages are left out (a gap never stands for a single page: that page
 * is shown instead). 1 … 4 5 6 … 20.
 */
export function pagerEntries(current: number, pages: number, neighbours = 1): PagerEntry[] {
  const shown = new Set([1, pages]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) entries.push('gap');
    entries.push(page);
  });
  return entries;
}
