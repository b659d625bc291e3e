/** The Save/Saved toggle and Share button beside a trend's title. */
import TrendButtons, { type TrendShareInfo } from './trends/TrendButtons';
import { withErrorBoundary } from './common/IslandErrorBoundary';

function TrendActions(props: TrendShareInfo) {
  return <TrendButtons place="title" {...props} />;
}

export default withErrorBoundary(TrendActions);
