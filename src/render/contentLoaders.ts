/**
 * Wrappers around the content collections' loaders (src/content.config.ts), run as the content layer
 * loads, before any page renders.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import sharp from 'sharp';
import { isSitePicture } from '../lib/covers.ts';
import { splitTranslationId, unknownTranslationMessage } from '../lib/contentTranslations.ts';
import {
  REMOTE_COVER_CACHE,
  coverPlan,
  parseRemoteCoverMode,
  parseStandInOrigin,
  withoutRemoteCover,
} from '../lib/remoteCovers.ts';
import { normaliseBase, withBase } from '../lib/sitePaths.ts';
import { coverImportPath, downloadCover } from './remoteCovers.ts';

/**
 * A content loader whose errors stop the build. Astro's glob loader logs an entry it cannot
 * render (a markdown image check failing, for one) and carries on, which would publish the page without
 * its body; this wrapper fails the initial load with those messages instead. Later reloads in
 * `astro dev` only log, so an author's typo does not stop the dev server.
 */
export function failOnLoaderErrors(loader: Loader): Loader {
  return {
    ...loader,
    async load(context) {
      const errors: string[] = [];
      const logger = Object.create(context.logger) as typeof context.logger;
      let loading = true;
      logger.error = (message: string) => {
        if (loading) errors.push(message);
        context.logger.error(message);
      };
      await loader.load({ ...context, logger });
      loading = false;
      if (errors.length > 0)
        throw new Error(`Content of "${context.collection}" failed to load:\n${errors.join('\n')}`);
    },
  };
}

/**
 * A loader of translations (src/content/<collection>/<language>/<id>.md) that stops the build when a
 * translation's id names no English entry in `englishFolder` (from the project root), naming the file.
 * The check reads the folder on disk, so a preview that loads only some English entries agrees with a build.
 */
export function requireEnglishEntries(loader: Loader, englishFolder: string, extensions: readonly string[]): Loader {
  return {
    ...loader,
    async load(context) {
      await loader.load(context);
      const root = fileURLToPath(context.config.root);
      const problems: string[] = [];
      for (const entry of context.store.values()) {
        const file = entry.filePath ?? `${englishFolder}/${entry.id}.md`;
        const translated = splitTranslationId(entry.id);
        const id = translated?.id ?? entry.id;
        if (
          translated &&
          extensions.some((extension) => existsSync(resolve(root, englishFolder, `${id}.${extension}`)))
        )
          continue;
        problems.push(`  - ${unknownTranslationMessage(file, englishFolder, id)}`);
      }
      if (problems.length > 0)
        throw new Error(`Content of "${context.collection}" has translations of no entry:\n${problems.join('\n')}`);
    },
  };
}

/** What the content layer may store before a local image's path until the build resolves it. */
const LOCAL_IMAGE_PREFIX = '__ASTRO_IMAGE_';
/** The formats Astro's image pipeline (sharp) reads. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'svg', 'heif']);

/** The problem with a local cover file, or null when it is a readable picture. */
async function coverFileProblem(path: string): Promise<string | null> {
  if (!existsSync(path)) return 'does not exist (the path is relative to the markdown file)';
  try {
    const { format } = await sharp(path).metadata();
    return format && IMAGE_FORMATS.has(format) ? null : `is not a picture Astro can read (${format})`;
  } catch {
    return 'is not an image file';
  }
}

/**
 * A content loader that checks each entry's local cover (image: ./cover.jpg) once the entries
 * are loaded. Astro's content layer only records the path while validating, and a missing or broken file
 * surfaces later as an image error that names neither the markdown file nor the field; this names both.
 */
export function checkCoverFiles(loader: Loader, field = 'image'): Loader {
  return {
    ...loader,
    async load(context) {
      await loader.load(context);
      const problems: string[] = [];
      for (const entry of context.store.values()) {
        const value = entry.data[field];
        // Remote covers are https URLs (the schema allows nothing else) and the site's own pictures stand in
        // for some (fetchRemoteCovers); anything else is a path beside the markdown.
        if (typeof value !== 'string' || value.startsWith('https:') || isSitePicture(value) || !entry.filePath)
          continue;
        const cover = value.replace(LOCAL_IMAGE_PREFIX, '');
        const problem = await coverFileProblem(resolve(dirname(resolve(entry.filePath)), cover));
        if (problem) problems.push(`  - ${entry.filePath}: ${field}: ${cover} ${problem}`);
      }
      // The initial load (a build, or the dev server starting); later edits in `astro dev` are watched by
      // the glob loader itself and reported by Astro's image errors.
      if (problems.length > 0)
        throw new Error(`Content of "${context.collection}" has broken cover images:\n${problems.join('\n')}`);
    },
  };
}

/** Downloads at once, so a page of covers does not wait for each in turn nor open dozens of connections. */
const PARALLEL_DOWNLOADS = 6;

/** How each message about a replaced cover ends: what the visitor sees instead. */
const REPLACED = "the page shows the site's own picture instead";

type StoredEntry = ReturnType<LoaderContext['store']['values']>[number];

interface CoverOptions {
  /** The frontmatter field holding the cover. */
  field?: string;
  /** Root-relative path of the picture in public/ that replaces a cover the collection cannot do without. */
  sitePicture?: string;
}

/**
 * A content loader that makes each entry's remote cover (image: https://…) the site's own: one on a
 * trusted image host is downloaded into the cache folder (or found there) and the entry's field is
 * pointed at that file, so Astro's image pipeline optimises it like a file beside the markdown. Any other
 * cover URL, or one that cannot be downloaded, gives way to the site's own picture (withoutRemoteCover in
 * src/lib/remoteCovers.ts): `sitePicture`, a root-relative path in public/, for a collection whose entries
 * need a cover, else none, so the pages pick one; the build warns, naming the file and the field.
 * REMOTE_COVERS=skip downloads nothing, REMOTE_COVERS=link leaves every URL for the pages to link, and
 * REMOTE_COVER_STAND_IN names a local origin to ask instead of the image CDN (tests).
 */
export function fetchRemoteCovers(loader: Loader, { field = 'image', sitePicture }: CoverOptions = {}): Loader {
  return {
    ...loader,
    async load(context) {
      await loader.load(context);
      const mode = parseRemoteCoverMode(process.env.REMOTE_COVERS) ?? 'fetch';
      const standIn = parseStandInOrigin(process.env.REMOTE_COVER_STAND_IN);
      const root = fileURLToPath(context.config.root);
      const cacheDir = resolve(root, REMOTE_COVER_CACHE);
      // A URL the pages use as it is, like a local cover's: with the base path in front.
      const picture = sitePicture && withBase(sitePicture, normaliseBase(context.config.base));
      const warnReplaced = (entry: StoredEntry, why: string) =>
        context.logger.warn(`${entry.filePath}: ${field}: ${String(entry.data[field])} ${why}; ${REPLACED}`);
      const replace = (entry: StoredEntry) =>
        context.store.set({
          ...entry,
          data: withoutRemoteCover(entry.data, field, picture),
          // As for a download below: the entry is no longer what its file alone gives.
          digest: `${entry.digest ?? ''}+${mode}+${picture ?? ''}`,
        });
      const entries = [...context.store.values()].filter((entry) => entry.filePath);
      const planned = (plan: ReturnType<typeof coverPlan>) =>
        entries.filter((entry) => coverPlan(entry.data[field], mode) === plan);

      const replaced = planned('replace');
      for (const entry of replaced) {
        // Under `skip` covers are left out by request: one line says so, not a warning per entry.
        if (mode !== 'skip')
          warnReplaced(entry, 'is not on an image host the build downloads from (FETCHED_COVER_ORIGINS)');
        replace(entry);
      }
      if (mode === 'skip' && replaced.length > 0)
        context.logger.info(
          `REMOTE_COVERS=skip: ${replaced.length} cover URLs not downloaded; their pages show the site's own pictures`,
        );

      const downloads = planned('download');
      for (let start = 0; start < downloads.length; start += PARALLEL_DOWNLOADS) {
        await Promise.all(
          downloads.slice(start, start + PARALLEL_DOWNLOADS).map(async (entry) => {
            const cover = entry.data[field] as string;
            const download = await downloadCover(cover, cacheDir, standIn);
            if ('problem' in download) {
              warnReplaced(entry, `was not downloaded (${download.problem})`);
              replace(entry);
              return;
            }
            const markdownFile = resolve(root, entry.filePath!);
            context.store.set({
              ...entry,
              data: { ...entry.data, [field]: `${LOCAL_IMAGE_PREFIX}${coverImportPath(markdownFile, download.file)}` },
              // The stored entry is no longer what the file alone gives: a changed digest makes the next
              // build read the file again (and come back here) instead of keeping this entry as it is.
              digest: `${entry.digest ?? ''}+${cover}`,
            });
          }),
        );
      }
    },
  };
}
