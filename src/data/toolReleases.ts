/**
 * Expected releases of the tools in development: the one source for the /tools "In Development" list
 * and each tool's coming-soon page (the first three are the spec's Aug, Sep and Oct 2024). A module of
 * its own, so the coming-soon data (which the not-found page's script reads) does not pull in the tool list.
 */
export const TOOL_RELEASES = {
  'best-time-to-post': 'Aug 2024',
  'trend-alerts': 'Sep 2024',
  'content-calendar': 'Oct 2024',
  'safety-checker': 'Q4 2025',
} as const satisfies Record<string, string>;

export type ToolInDevelopmentId = keyof typeof TOOL_RELEASES;

export function isToolInDevelopment(id: string): id is ToolInDevelopmentId {
  return Object.hasOwn(TOOL_RELEASES, id);
}
