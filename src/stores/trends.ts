/**
 * The visitor's trend history, persisted in localStorage: how often each
 * trend page was viewed, and which trends are bookmarked. Every control reads and writes these stores,
 * so the Save toggle and the Bookmark button always agree, in this tab and (through the storage event)
 * in every other tab.
 */
import './persistence';
import { persistentAtom } from '@nanostores/persistent';
import { jsonCodec } from '@/stores/storage';

/** Trend id to the number of times its page was loaded. */
export type TrendViewCounts = Record<string, number>;

export function isTrendViewCounts(value: unknown): value is TrendViewCounts {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((count) => Number.isSafeInteger(count) && (count as number) >= 0)
  );
}

export function isTrendIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

export const $viewedTrends = persistentAtom<TrendViewCounts>('viewedTrends', {}, jsonCodec(isTrendViewCounts, {}));

export const $bookmarkedTrends = persistentAtom<string[]>('bookmarkedTrends', [], jsonCodec(isTrendIdList, []));

export function viewsOf(counts: TrendViewCounts, id: string): number {
  return Object.hasOwn(counts, id) ? counts[id] : 0;
}

/** Counts one more load of a trend's page and returns the new count. */
export function recordTrendView(id: string): number {
  const counts = $viewedTrends.get();
  const count = viewsOf(counts, id) + 1;
  $viewedTrends.set({ ...counts, [id]: count });
  return count;
}

export function isBookmarked(bookmarks: readonly string[], id: string): boolean {
  return bookmarks.includes(id);
}

/** Saves the trend if it is not bookmarked, removes it if it is. */
export function toggleTrendBookmark(id: string) {
  const bookmarks = $bookmarkedTrends.get();
  $bookmarkedTrends.set(isBookmarked(bookmarks, id) ? bookmarks.filter((saved) => saved !== id) : [...bookmarks, id]);
}
