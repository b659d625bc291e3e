/**
 * The content side of the author preview (`npm run write -- <id or glob>`): on the dev server only,
 * the content collections load the selected entries plus what the site's pages need, so an edit
 * shows in about a second whatever the collection's size. Builds always load everything.
 */
import { globSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXED_TUTORIAL_PAGES, TUTORIAL_ALIASES } from '../data/tutorialAliases';
import { TRANSLATION_LANGUAGES, splitTranslationId, translationFolders } from '../lib/contentTranslations';
import { processState } from './processState';
import {
  CONTENT_PREVIEW_ENV,
  parsePreviewSelection,
  previewNotice,
  previewPatterns,
  requiredTutorialIds,
  type PreviewCounts,
} from '../lib/contentPreview';

export type PreviewCollection = 'tutorials' | 'trends';

/** Each collection's file types, as the glob loader's brace list. */
const COLLECTION_EXTENSIONS: Record<PreviewCollection, string> = { tutorials: '{md,mdx}', trends: 'md' };

// Kept on the process (src/render/processState.ts), so each listing is made and each message shown once.
interface PreviewProcessState {
  ids: Map<PreviewCollection, string[]>;
  warned: Set<string>;
}
const previewState: PreviewProcessState = processState('contentPreview', () => ({
  ids: new Map(),
  warned: new Set(),
}));

const contentFolder = (collection: PreviewCollection) =>
  fileURLToPath(new URL(`../content/${collection}/`, import.meta.url));

/**
 * Every entry id on disk, sorted (file paths inside the folder without their extension). Listed once
 * per dev server: with 10,000 files a listing costs a noticeable fraction of a second, too much per page.
 */
function entryIds(collection: PreviewCollection): string[] {
  let ids = previewState.ids.get(collection);
  if (!ids) previewState.ids.set(collection, (ids = listEntryIds(collection)));
  return ids;
}

function listEntryIds(collection: PreviewCollection): string[] {
  return globSync(`**/*.${COLLECTION_EXTENSIONS[collection]}`, { cwd: contentFolder(collection) })
    .map((file) =>
      file
        .split('\\')
        .join('/')
        .replace(/\.mdx?$/, ''),
    )
    .filter((id) => !splitTranslationId(id))
    .sort();
}

/** The selection from the environment; src/integrations/contentPreview.ts removes it from any command but `astro dev`. */
export function activeSelection(env: Record<string, string | undefined> = process.env): string[] | null {
  return parsePreviewSelection(env[CONTENT_PREVIEW_ENV]);
}

/** Whether a path is a content file the preview leaves out (files it would load, even new ones, are kept). */
export function leftOutContentFile(selection: readonly string[]): (path: string) => boolean {
  const collections = (Object.keys(COLLECTION_EXTENSIONS) as PreviewCollection[]).map((collection) => ({
    folder: contentFolder(collection),
    patterns: [...selection, ...requiredIds(collection, selection)],
  }));
  return (path) => {
    if (!/\.mdx?$/.test(path)) return false;
    const collection = collections.find(({ folder }) => path.startsWith(folder));
    if (!collection) return false;
    const id = path
      .slice(collection.folder.length)
      .split('\\')
      .join('/')
      .replace(/\.mdx?$/, '');
    // A translation (es/<id>) goes with its English entry.
    const entry = splitTranslationId(id)?.id ?? id;
    return !collection.patterns.some((pattern) => matchesGlob(entry, pattern));
  };
}

/** Ids the site's pages cannot render without. The home page shows one trend, so a selection without any keeps the first. */
function requiredIds(collection: PreviewCollection, selection: readonly string[]): string[] {
  if (collection === 'tutorials') return requiredTutorialIds(FIXED_TUTORIAL_PAGES, TUTORIAL_ALIASES);
  const ids = entryIds(collection);
  return ids.some((id) => selection.some((pattern) => matchesGlob(id, pattern))) ? [] : ids.slice(0, 1);
}

/**
 * The glob loader's pattern for a collection: every file, or in a preview the selected and required
 * ones; never a translation (the language folders are the translation collections', see below).
 */
export function contentPattern(collection: PreviewCollection): string[] {
  const extensions = COLLECTION_EXTENSIONS[collection];
  const withoutTranslations = translationFolders().map((folder) => `!${folder}`);
  const selection = activeSelection();
  if (!selection) return [`**/*.${extensions}`, ...withoutTranslations];
  announce(selection);
  return [...previewPatterns(selection, requiredIds(collection, selection), extensions), ...withoutTranslations];
}

/**
 * The glob loader's pattern for a collection's translations (src/content/<collection>/<language>/):
 * every one, or in a preview those of the selected and required entries.
 */
export function translationPattern(collection: PreviewCollection): string[] {
  const extensions = COLLECTION_EXTENSIONS[collection];
  const selection = activeSelection();
  if (!selection) return TRANSLATION_LANGUAGES.map((language) => `${language}/**/*.${extensions}`);
  const patterns = previewPatterns(selection, requiredIds(collection, selection), extensions);
  return TRANSLATION_LANGUAGES.flatMap((language) => patterns.map((pattern) => `${language}/${pattern}`));
}

/** What a preview loads and leaves out, counted from the files on disk; null outside a preview. */
export function previewCounts(selection: readonly string[] | null = activeSelection()): PreviewCounts | null {
  if (!selection) return null;
  const count = (collection: PreviewCollection) => {
    const ids = entryIds(collection);
    const patterns = [...selection, ...requiredIds(collection, selection)];
    return {
      loaded: ids.filter((id) => patterns.some((pattern) => matchesGlob(id, pattern))).length,
      total: ids.length,
    };
  };
  return { tutorials: count('tutorials'), trends: count('trends') };
}

/** The page notice: what the collections hold now (`loaded`) out of the files there were at start. */
export function activePreviewNotice(loaded: { tutorials: number; trends: number }): string | null {
  if (!activeSelection()) return null;
  return previewNotice({
    tutorials: { loaded: loaded.tutorials, total: entryIds('tutorials').length },
    trends: { loaded: loaded.trends, total: entryIds('trends').length },
  });
}

/** Says in the dev server's terminal, once, what the preview loads, and warns when the selection matches nothing. */
function announce(selection: readonly string[]) {
  const counts = previewCounts(selection);
  if (!counts) return;
  const chosen = (collection: PreviewCollection) =>
    entryIds(collection).some((id) => selection.some((pattern) => matchesGlob(id, pattern)));
  warnOnce(`${previewNotice(counts)} (${CONTENT_PREVIEW_ENV}=${selection.join(',')}).`);
  if (!chosen('tutorials') && !chosen('trends')) {
    warnOnce(
      `${selection.join(', ')} matches no file in src/content/tutorials or src/content/trends (ids are file names without .md).`,
    );
  }
}

function warnOnce(message: string) {
  if (previewState.warned.has(message)) return;
  previewState.warned.add(message);
  console.warn(message);
}
