/** State and actions shared by the trend detail islands (TrendActions, TrendTracker). */
import { useStore } from '@nanostores/react';
import { $bookmarkedTrends, isBookmarked, toggleTrendBookmark } from '@/stores/trends';
import { currentPageUrl, shareLink } from '@/scripts/share';

/** What the server renders: it cannot see storage, so nothing is bookmarked (one constant, as React requires). */
const SERVER_BOOKMARKS: string[] = [];
const serverBookmarks = () => SERVER_BOOKMARKS;

/**
 * Whether the trend is bookmarked, and a toggle. Hydrates with the server value, then shows the stored
 * one, so server and client HTML match.
 */
export function useTrendBookmark(trendId: string): [saved: boolean, toggle: () => void] {
  const bookmarks = useStore($bookmarkedTrends, { ssr: serverBookmarks });
  return [isBookmarked(bookmarks, trendId), () => toggleTrendBookmark(trendId)];
}

export interface TrendShareInfo {
  title: string;
  description: string;
}

export function shareTrend({ title, description }: TrendShareInfo) {
  void shareLink({ title, text: description, url: currentPageUrl() });
}
