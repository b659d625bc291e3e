/** When a tool in development is planned, as the page's language writes it ('June 2025', 'junio de 2025', 'Q3 2025'). */
import type { ReleaseDate } from '../data/site';
import { fillTemplate } from './dictionaries';

/** `quarterTemplate` writes a quarter: 'Q{quarter} {year}'. */
export function formatReleaseDate(release: ReleaseDate, intlLocale: string, quarterTemplate: string): string {
  if ('quarter' in release) return fillTemplate(quarterTemplate, { quarter: release.quarter, year: release.year });
  return new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(release.year, release.month - 1, 1),
  );
}
