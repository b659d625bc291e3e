/**
 * Expected releases of the tools in development: the one source for the /tools "In Development" list
 * and each tool's coming-soon page (the first three are the spec's Aug, Sep and Oct 2024). A module of
 * its own, so the coming-soon data (which the not-found page's script reads) does not pull in the tool list.
 */

/** When something is expected: a quarter of a year, or a month (1-12). Each page writes it in its language. */
export type ReleaseDate = { year: number; quarter: 1 | 2 | 3 | 4 } | { year: number; month: number };

export const TOOL_RELEASES = {
  'best-time-to-post': { year: 2024, month: 8 },
  'trend-alerts': { year: 2024, month: 9 },
  'content-calendar': { year: 2024, month: 10 },
  'safety-checker': { year: 2025, quarter: 4 },
} as const satisfies Record<string, ReleaseDate>;

export type ToolInDevelopmentId = keyof typeof TOOL_RELEASES;

export function isToolInDevelopment(id: string): id is ToolInDevelopmentId {
  return Object.hasOwn(TOOL_RELEASES, id);
}
