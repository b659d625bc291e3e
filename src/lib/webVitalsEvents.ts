/**
 * Real visitors' Core Web Vitals as Google tag events: one event per report of a metric, named after
 * the metric (LCP, INP, CLS, FCP, TTFB), with the parameters Google documents for them (metric_id,
 * metric_value, metric_delta, metric_rating) and the element responsible, when the metric names one,
 * as debug_target. A deployer registers these as custom dimensions and metrics in Google Analytics to
 * read, say, the 75th percentile of LCP per page and device.
 */

/** What the web-vitals library reports (its attribution build), as far as these events read it. */
export interface VitalsReport {
  name: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
  id: string;
  value: number;
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  attribution?: { target?: string; interactionTarget?: string; largestShiftTarget?: string };
}

export interface VitalsEvent {
  name: VitalsReport['name'];
  params: {
    /** What GA sums and averages: the change since the last report, as a whole number (CLS in thousandths). */
    value: number;
    metric_id: string;
    metric_value: number;
    metric_delta: number;
    metric_rating: VitalsReport['rating'];
    debug_target?: string;
  };
}

/** CLS is a score below 1: GA's event value is whole, so it counts thousandths. */
const CLS_VALUE_SCALE = 1000;

/** The element a metric blames, by the name the attribution build gives it for that metric. */
function targetOf({ name, attribution }: VitalsReport): string | undefined {
  if (!attribution) return undefined;
  if (name === 'LCP') return attribution.target;
  if (name === 'INP') return attribution.interactionTarget;
  if (name === 'CLS') return attribution.largestShiftTarget;
  return undefined;
}

export function vitalsEvent(report: VitalsReport): VitalsEvent {
  const target = targetOf(report);
  return {
    name: report.name,
    params: {
      value: Math.round(report.name === 'CLS' ? report.delta * CLS_VALUE_SCALE : report.delta),
      metric_id: report.id,
      metric_value: report.value,
      metric_delta: report.delta,
      metric_rating: report.rating,
      ...(target ? { debug_target: target } : {}),
    },
  };
}
