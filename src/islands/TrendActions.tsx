/** The Save/Saved toggle and Share button beside a trend's title. */
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
        {/* A key per state: the label beside it changes length, and a moved icon counts as a layout shift where a replaced one does not. */}
        <Icon key={String(saved)} icon={bookmark} paint={saved ? LINE_FILLED : undefined} size={18} />
        {saved ? TREND_TEXTS.saved : TREND_TEXTS.save}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => shareTrend({ title, description })}>
        <Icon icon={share} size={18} />
        {TREND_TEXTS.share}
      </button>
    </div>
  );
}

export default withErrorBoundary(TrendActions);
