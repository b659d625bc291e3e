/**
 * The bookmark toggle and Share button of a trend page, in its two places: beside the title (Save/Saved)
 * and in the "Track This Trend" box (Bookmark/Remove Bookmark). Both are views of one stored bookmark.
 */
import { useSyncExternalStore } from 'react';
import { $bookmarkedTrends, isBookmarked, toggleTrendBookmark } from '@/stores/trends';
import { currentPageUrl, shareLink } from '@/scripts/share';
import { bookmark } from '@/data/icons/bookmark';
import { share } from '@/data/icons/share';
import { LINE_FILLED } from '@/data/icons/paint';
import type { PluralTexts } from '@/lib/dictionaries';
import Icon from '../common/Icon';

const listenToBookmarks = (onChange: () => void) => $bookmarkedTrends.listen(onChange);
/** What the server renders: it cannot see storage, so nothing is bookmarked. */
const notBookmarkedOnServer = () => false;

/**
 * Whether the trend is bookmarked. Hydrates with the server value, then shows the stored one, so server
 * and client HTML match. It reads a boolean rather than the whole list: when this trend is not
 * bookmarked (most visits) the island does not render again right after hydrating, and another trend's
 * bookmark in another tab does not re-render it.
 */
function useTrendBookmark(trendId: string): boolean {
  return useSyncExternalStore(
    listenToBookmarks,
    () => isBookmarked($bookmarkedTrends.get(), trendId),
    notBookmarkedOnServer,
  );
}

/** Each place's labels and looks; `mark` is the attribute tests and the phone benchmark find the toggle by. */
const PLACES = {
  title: {
    group: 'flex flex-wrap gap-3',
    // min-w: room for the longer label, so the switch moves nothing.
    toggle: (saved: boolean) => `btn min-w-32 ${saved ? 'btn-primary' : 'btn-secondary'}`,
    share: 'btn btn-secondary',
    labels: (texts: TrendButtonTexts) => ({ off: texts.save, on: texts.saved, share: texts.share }),
    mark: { 'data-trend-save': '' },
  },
  tracker: {
    group: 'mt-5 flex flex-col gap-3',
    toggle: (saved: boolean) => `btn w-full ${saved ? 'btn-secondary' : 'btn-primary'}`,
    share: 'btn btn-secondary w-full',
    labels: (texts: TrendButtonTexts) => ({ off: texts.bookmark, on: texts.removeBookmark, share: texts.shareTrend }),
    mark: { 'data-trend-bookmark': '' },
  },
} as const;

/** The trend islands' texts (the `trend.buttons` dictionary slice), in the page's language. */
interface TrendButtonTexts {
  save: string;
  saved: string;
  share: string;
  trackerHeading: string;
  bookmark: string;
  removeBookmark: string;
  shareTrend: string;
  views: PluralTexts;
  linkCopied: string;
}

/** What a trend page hands its islands: the trend and its texts. */
export interface TrendShareInfo {
  trendId: string;
  title: string;
  description: string;
  texts: TrendButtonTexts;
}

interface Props extends TrendShareInfo {
  place: keyof typeof PLACES;
}

export default function TrendButtons({ place, trendId, title, description, texts }: Props) {
  const saved = useTrendBookmark(trendId);
  const { group, toggle, share: shareClass, mark } = PLACES[place];
  const labels = PLACES[place].labels(texts);
  return (
    <div className={group}>
      <button type="button" className={toggle(saved)} onClick={() => toggleTrendBookmark(trendId)} {...mark}>
        {/* A key per state: the label beside it changes length, and a moved icon counts as a layout shift where a replaced one does not. */}
        <Icon key={String(saved)} icon={bookmark} paint={saved ? LINE_FILLED : undefined} size={18} />
        {saved ? labels.on : labels.off}
      </button>
      <button
        type="button"
        className={shareClass}
        onClick={() => void shareLink({ title, text: description, url: currentPageUrl() }, texts.linkCopied)}
      >
        <Icon icon={share} size={18} />
        {labels.share}
      </button>
    </div>
  );
}
