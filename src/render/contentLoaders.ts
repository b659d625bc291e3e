/**
 * Wrappers around the content collections' loaders (src/content.config.ts), run as the content layer
 * loads, before any page renders.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import sharp from 'sharp';
import { splitTranslationId, unknownTranslationMessage } from '../lib/contentTranslations.ts';
import { REMOTE_COVER_CACHE, isFetchedCover, parseRemoteCoverMode, parseStandInOrigin } from '../lib/remoteCovers.ts';
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
        // Remote covers are https URLs (the schema allows nothing else); anything else is a local path.
        if (typeof value !== 'string' || value.startsWith('https:') || !entry.filePath) continue;
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

/**
 * A content loader that makes each entry's remote cover (image: https://… on a trusted image host) a
 * local one: the picture is downloaded into the cache folder (or found there) and the entry's field is
 * pointed at that file, so Astro's image pipeline optimises it like a file beside the markdown. A cover
 * that cannot be downloaded stays a link to its host, with a warning naming the entry. REMOTE_COVERS=link
 * turns this off; REMOTE_COVER_STAND_IN names a local origin to ask instead of the image CDN (tests).
 */
export function fetchRemoteCovers(loader: Loader, field = 'image'): Loader {
  return {
    ...loader,
    async load(context) {
      await loader.load(context);
      if (parseRemoteCoverMode(process.env.REMOTE_COVERS) !== 'fetch') return;
      const standIn = parseStandInOrigin(process.env.REMOTE_COVER_STAND_IN);
      const root = fileURLToPath(context.config.root);
      const cacheDir = resolve(root, REMOTE_COVER_CACHE);
      const entries = [...context.store.values()].filter((entry) => {
        const value = entry.data[field];
        return typeof value === 'string' && isFetchedCover(value) && entry.filePath;
      });
      for (let start = 0; start < entries.length; start += PARALLEL_DOWNLOADS) {
        await Promise.all(
          entries.slice(start, start + PARALLEL_DOWNLOADS).map(async (entry) => {
            const cover = entry.data[field] as string;
            const download = await downloadCover(cover, cacheDir, standIn);
            if ('problem' in download) {
              context.logger.warn(
                `${entry.filePath}: ${field}: ${cover} was not downloaded (${download.problem}); the page links it from its host instead`,
              );
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
