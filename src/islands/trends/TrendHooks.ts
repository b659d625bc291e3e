/** State and actions shared by the trend detail islands (TrendActions, TrendTracker). */
import { useSyncExternalStore } from 'react';
import { $bookmarkedTrends, isBookmarked, toggleTrendBookmark } from '@/stores/trends';
import { currentPageUrl, shareLink } from '@/scripts/share';

const listenToBookmarks = (onChange: () => void) => $bookmarkedTrends.listen(onChange);
/** What the server renders: it cannot see storage, so nothing is bookmarked. */
const notBookmarkedOnServer = () => false;

/**
 * Whether the trend is bookmarked, and a toggle. Hydrates with the server value, then shows the stored
 * one, so server and client HTML match. The hook reads a boolean rather than the whole list: when this
 * trend is not bookmarked (most visits) the island does not render again right after hydrating, and
 * another trend's bookmark in another tab does not re-render it.
 */
export function useTrendBookmark(trendId: string): [saved: boolean, toggle: () => void] {
  const saved = useSyncExternalStore(
    listenToBookmarks,
    () => isBookmarked($bookmarkedTrends.get(), trendId),
    notBookmarkedOnServer,
  );
  return [saved, () => toggleTrendBookmark(trendId)];
}

export interface TrendShareInfo {
  title: string;
  description: string;
}

export function shareTrend({ title, description }: TrendShareInfo) {
  void shareLink({ title, text: description, url: currentPageUrl() });
}
