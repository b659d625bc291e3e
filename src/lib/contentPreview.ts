/**
 * Author preview: which content files a partial dev server loads when an author previews a few
 * entries of a large collection, and the notice it shows. Pure: the caller supplies the selection
 * (from the environment) and the counts.
 */

/** The environment variable that holds the selection: ids or globs, separated by commas or spaces. */
export const CONTENT_PREVIEW_ENV = 'CONTENT_PREVIEW';

/** Tutorial ids the site's own pages name (the fixed page and the short-address targets): always loaded. */
export function requiredTutorialIds(fixedPages: readonly string[], aliases: Record<string, string>): string[] {
  const targets = Object.values(aliases).map((path) => path.replace(/^\/tutorials\//, ''));
  return [...new Set([...fixedPages, ...targets])];
}

/**
 * The ids or globs an author asked for, without file extensions; null when there is no selection
 * (the whole collection loads). A selection that climbs out of the collection folder is refused.
 */
export function parsePreviewSelection(value: string | undefined): string[] | null {
  const items = (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().replace(/\.mdx?$/, ''))
    .filter(Boolean);
  if (!items.length) return null;
  const invalid = items.find((item) => item.startsWith('/') || item.split('/').includes('..'));
  if (invalid)
    throw new Error(`${CONTENT_PREVIEW_ENV}: "${invalid}" must be an id or glob inside the collection folder`);
  return [...new Set(items)];
}

/**
 * Glob-loader patterns for the selected entries plus the required ones. `extensions` is the
 * collection's own brace list, such as "{md,mdx}", so a preview never loads a file type the full
 * site would not.
 */
export function previewPatterns(
  selection: readonly string[],
  required: readonly string[],
  extensions: string,
): string[] {
  return [...new Set([...selection, ...required])].map((id) => `${id}.${extensions}`);
}

export interface PreviewCounts {
  tutorials: { loaded: number; total: number };
  trends: { loaded: number; total: number };
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/** The notice a partial preview shows on every page and in the terminal. */
export function previewNotice({ tutorials, trends }: PreviewCounts): string {
  return (
    `Partial preview: ${formatCount(tutorials.loaded)} of ${formatCount(tutorials.total)} tutorials and ` +
    `${formatCount(trends.loaded)} of ${formatCount(trends.total)} trends loaded`
  );
}
