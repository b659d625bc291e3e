/**
 * The "Track This Trend" box: counts this page load as a view, shows the count, and offers the
 * bookmark and share controls.
 */
import { useEffect, useState } from 'react';
import { $viewedTrends, recordTrendView, viewsOf } from '@/stores/trends';
import { viewCountText } from '@/lib/trends';
import { TREND_TEXTS } from '@/data/trendTexts';
import TrendButtons, { type TrendShareInfo } from './trends/TrendButtons';
import { withErrorBoundary } from './common/IslandErrorBoundary';

/** The server cannot read storage; the load being rendered is at least the first view. */
const SERVER_VIEW_COUNT = 1;

function TrendTracker({ trendId, title, description }: TrendShareInfo) {
  const [views, setViews] = useState(SERVER_VIEW_COUNT);

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
      <TrendButtons place="tracker" trendId={trendId} title={title} description={description} />
    </section>
  );
}

export default withErrorBoundary(TrendTracker);
