/**
 * Expected releases of the tools in development: the one source for the /tools "In Development" list
 * and each tool's coming-soon page (the first three are the spec's Aug, Sep and Oct 2024). A module of
 * its own, so the coming-soon data (which the not-found page's script reads) does not pull in the tool list.
 */

/** A release month (1 to 12) or a quarter (1 to 4) of a year. */
export type ToolRelease = { year: number; month: number } | { year: number; quarter: number };

/** Each release as a date, which /tools writes in the page's language (src/lib/toolReleases.ts). */
export const TOOL_RELEASE_DATES = {
  'best-time-to-post': { year: 2024, month: 8 },
  'trend-alerts': { year: 2024, month: 9 },
  'content-calendar': { year: 2024, month: 10 },
  'safety-checker': { year: 2025, quarter: 4 },
} as const satisfies Record<string, ToolRelease>;

/**
 * The same releases as the English coming-soon pages write them (tests/unit/earningsLocale.test.ts checks
 * that they agree with TOOL_RELEASE_DATES).
 */
export const TOOL_RELEASES = {
  'best-time-to-post': 'Aug 2024',
  'trend-alerts': 'Sep 2024',
  'content-calendar': 'Oct 2024',
  'safety-checker': 'Q4 2025',
} as const satisfies Record<ToolInDevelopmentId, string>;

export type ToolInDevelopmentId = keyof typeof TOOL_RELEASE_DATES;

export function isToolInDevelopment(id: string): id is ToolInDevelopmentId {
  return Object.hasOwn(TOOL_RELEASE_DATES, id);
}
