/** A tool's expected release written in a page's language: a month through `Intl`, a quarter by template. */
import type { ToolRelease } from '@/data/toolReleases';
import { fillTemplate } from '@/lib/dictionaries';

export interface ToolReleaseTexts {
  /** Intl's month style for a release month: 'short' (Aug 2024) or 'long' (August 2024). */
  monthStyle: string;
  /** A quarter: 'Q{quarter} {year}'. */
  quarter: string;
}

/** "Aug 2024" or "Q4 2025" in en-US; "agosto de 2024" or "4.º trimestre de 2025" in Spanish. */
export function formatToolRelease(release: ToolRelease, texts: ToolReleaseTexts, locale: string): string {
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  if ('quarter' in release) {
    const date = Date.UTC(release.year, (release.quarter - 1) * 3, 1);
    return fillTemplate(texts.quarter, {
      quarter: new Intl.NumberFormat(locale).format(release.quarter),
      year: year.format(date),
    });
  }
  const month = texts.monthStyle === 'long' ? 'long' : 'short';
  // Noon UTC on the 1st, written in UTC: the same month in every time zone the build runs in.
  const date = Date.UTC(release.year, release.month - 1, 1, 12);
  return new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(date);
}
