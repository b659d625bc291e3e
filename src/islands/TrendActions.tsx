/** The Save/Saved toggle and Share button beside a trend's title. */
import { BookmarkIcon, ShareIcon } from './TrendIcons';
import { TREND_TEXTS } from '../data/trendTexts';
import { shareTrend, useTrendBookmark, type TrendShareInfo } from './TrendHooks';
import { withErrorBoundary } from './IslandErrorBoundary';

interface Props extends TrendShareInfo {
  trendId: string;
}

function TrendActions({ trendId, title, description }: Props) {
  const [saved, toggleSaved] = useTrendBookmark(trendId);
  return (
    <div className="flex flex-wrap gap-3">
      {/* min-w: room for the longer label, so the switch moves nothing. */}
      <button
        type="button"
        className={`btn min-w-32 ${saved ? 'btn-primary' : 'btn-secondary'}`}
        onClick={toggleSaved}
        data-trend-save
      >
        <BookmarkIcon key={String(saved)} filled={saved} />
        {saved ? TREND_TEXTS.saved : TREND_TEXTS.save}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => shareTrend({ title, description })}>
        <ShareIcon />
        {TREND_TEXTS.share}
      </button>
    </div>
  );
}

export default withErrorBoundary(TrendActions);
