/** The calculator's breakdown chart: one bar per income source, its low end solid and its high end light. */
import { type EarningsBreakdownRow } from '@/lib/earnings/breakdown';
import { dollarRange } from '@/lib/earnings/format';
import type { CalculatorLanguage } from './texts';

interface Props extends CalculatorLanguage {
  rows: EarningsBreakdownRow[];
}

/**
 * The dollar figures beside each bar are the chart's text equivalent, so the bars themselves are
 * hidden from assistive technology. Bars are SVG with width attributes rather than inline styles,
 * which a strict Content-Security-Policy would block.
 */
export default function BreakdownChart({ rows, texts, locale }: Props) {
  const { chart } = texts;
  return (
    <figure className="mt-6">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold">{chart.caption}</span>
        <span className="flex items-center gap-3 text-xs text-muted">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" />
            {chart.low}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-200" />
            {chart.high}
          </span>
        </span>
      </figcaption>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.id}>
            <div className="flex justify-between gap-4 text-sm">
              <span>{chart.sources[row.id]}</span>
              <span className="font-semibold tabular-nums">{dollarRange(row.low, row.high, texts.range, locale)}</span>
            </div>
            <svg
              aria-hidden="true"
              // Bars grow from the start of the line: mirrored in a right-to-left page.
              className="mt-1 block h-3 w-full overflow-hidden rounded-full rtl:-scale-x-100"
              viewBox="0 0 100 12"
              preserveAspectRatio="none"
            >
              <rect width="100" height="12" className="fill-slate-100" />
              <rect width={row.highPercent} height="12" className="fill-brand-200" />
              <rect width={row.lowPercent} height="12" className="fill-brand-600" />
            </svg>
          </li>
        ))}
      </ul>
    </figure>
  );
}
