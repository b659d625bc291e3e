/**
 * The "Track This Trend" box: counts this page load as a view, shows the count, and offers the
 * bookmark and share controls.
 */
import { useEffect, useState } from 'react';
import { $viewedTrends, recordTrendView, viewsOf } from '@/stores/trends';
import { countedText } from '@/lib/dictionaries';
import TrendButtons, { type TrendShareInfo } from './trends/TrendButtons';
import { withErrorBoundary } from './common/IslandErrorBoundary';

/** The server cannot read storage; the load being rendered is at least the first view. */
const SERVER_VIEW_COUNT = 1;

interface Props extends TrendShareInfo {
  /** The page language's Intl locale: the count's plural form and digits. */
  locale: string;
}

function TrendTracker({ trendId, title, description, texts, locale }: Props) {
  const [views, setViews] = useState(SERVER_VIEW_COUNT);

  useEffect(() => {
    recordTrendView(trendId);
    // Also follows views recorded in other tabs.
    return $viewedTrends.subscribe((counts) => setViews(viewsOf(counts, trendId)));
  }, [trendId]);

  return (
    <section aria-labelledby="track-trend-title" className="card p-6">
      <h2 id="track-trend-title" className="text-lg font-bold">
        {texts.trackerHeading}
      </h2>
      <p className="mt-2 text-muted tabular-nums" data-trend-views>
        {countedText(texts.views, views, locale)}
      </p>
      <TrendButtons place="tracker" trendId={trendId} title={title} description={description} texts={texts} />
    </section>
  );
}

export default withErrorBoundary(TrendTracker);
