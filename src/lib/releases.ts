/** An expected release ('Q1 2025', 'Aug 2024') written in a page's language. */
import type { ReleaseDate } from '../data/toolReleases';
import { fillTemplate } from './dictionaries';

export interface ReleaseTexts {
  /** '{quarter} {year}': how a quarter's date reads. */
  quarterDate: string;
  /** The four quarters' names ('Q1' … 'Q4'). */
  quarters: readonly string[];
  /** How long a month's name is written: 'short' ('Aug 2024') or 'long' ('agosto de 2024'). */
  monthStyle: string;
}

/** `release` in the language of `intlLocale`, with that language's `texts`. */
export function formatRelease(release: ReleaseDate, intlLocale: string, texts: ReleaseTexts): string {
  const month = 'month' in release ? release.month : 1;
  const date = new Date(Date.UTC(release.year, month - 1, 1));
  if ('month' in release) {
    const monthStyle = texts.monthStyle === 'long' ? 'long' : 'short';
    return new Intl.DateTimeFormat(intlLocale, { month: monthStyle, year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  const year = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', timeZone: 'UTC' }).format(date);
  const quarter = texts.quarters[release.quarter - 1] ?? String(release.quarter);
  return fillTemplate(texts.quarterDate, { quarter, year });
}
