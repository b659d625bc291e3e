/**
 * The "Track This Trend" box: counts this page load as a view, shows the count, and offers the
 * bookmark and share controls.
 */
import { useEffect, useState } from 'react';
import { $viewedTrends, recordTrendView, viewsOf } from '@/stores/trends';
import { viewCountText } from '@/lib/trends';
import Icon from './common/Icon';
import { bookmark } from '@/data/icons/bookmark';
import { share } from '@/data/icons/share';
import { LINE_FILLED } from '@/data/icons/paint';
import { TREND_TEXTS } from '@/data/trendTexts';
import { shareTrend, useTrendBookmark, type TrendShareInfo } from './trends/TrendHooks';
import { withErrorBoundary } from './common/IslandErrorBoundary';

interface Props extends TrendShareInfo {
  trendId: string;
}

/** The server cannot read storage; the load being rendered is at least the first view. */
const SERVER_VIEW_COUNT = 1;

function TrendTracker({ trendId, title, description }: Props) {
  const [views, setViews] = useState(SERVER_VIEW_COUNT);
  const [saved, toggleSaved] = useTrendBookmark(trendId);

  useEffect(() => {
    recordTrendView(trendId);
    // Also follows views recorded in other tabs.
    return $viewedTrends.subscribe((counts) => setViews(viewsOf(counts, trendId)));
  }, [trendId]);

  return (
    <section aria-labelledby="track-trend-title" className="card p-6">
      <h2 id="track-trend-title" className="text-lg font-bold">
        {TREND_TEXTS.trackerHeading}
      </h2>
      <p className="mt-2 text-muted tabular-nums" data-trend-views>
        {viewCountText(views)}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <button
          type="button"
          className={`btn w-full ${saved ? 'btn-secondary' : 'btn-primary'}`}
          onClick={toggleSaved}
          data-trend-bookmark
        >
          {/* A key per state: the label beside it changes length, and a moved icon counts as a layout shift where a replaced one does not. */}
          <Icon key={String(saved)} icon={bookmark} paint={saved ? LINE_FILLED : undefined} size={18} />
          {saved ? TREND_TEXTS.removeBookmark : TREND_TEXTS.bookmark}
        </button>
        <button type="button" className="btn btn-secondary w-full" onClick={() => shareTrend({ title, description })}>
          <Icon icon={share} size={18} />
          {TREND_TEXTS.shareTrend}
        </button>
      </div>
    </section>
  );
}

export default withErrorBoundary(TrendTracker);
