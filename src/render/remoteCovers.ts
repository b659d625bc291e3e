/**
 * Build-time: downloads remote covers into the cache folder (src/lib/remoteCovers.ts has the rules), so
 * a rebuild finds them without the network. A cover that cannot be downloaded is reported, not thrown:
 * the page then links it from its host as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  COVER_DOWNLOAD_MAX_BYTES,
  COVER_DOWNLOAD_TIMEOUT_MS,
  COVER_FILE_EXTENSIONS,
  coverDownloadUrl,
  coverExtension,
} from '../lib/remoteCovers.ts';

/**
 * The cache file's name without extension, from the address downloaded (stand-in origin included, so a
 * stand-in's picture is never taken for the real one): the same address always maps to the same file.
 */
export function cachedCoverStem(downloadUrl: string): string {
  return createHash('sha256').update(downloadUrl).digest('hex').slice(0, 24);
}

/**
 * How a markdown file refers to a downloaded cover so Astro's image pipeline takes it as a local file:
 * a path relative to the markdown file, starting with '.', with forward slashes.
 */
export function coverImportPath(markdownFile: string, coverFile: string): string {
  const path = relative(dirname(markdownFile), coverFile).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

export type CoverDownload = { file: string; cached: boolean } | { problem: string };

/** The cached copy of a cover, if an earlier build downloaded it (a few file checks, however full the cache). */
function cachedCover(cacheDir: string, stem: string): string | undefined {
  return COVER_FILE_EXTENSIONS.map((extension) => join(cacheDir, `${stem}.${extension}`)).find((file) =>
    existsSync(file),
  );
}

/** Why an answer is not a usable cover, or null. */
function answerProblem(response: Response): string | null {
  if (!response.ok) return `the host answered ${response.status}`;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) return `the host sent ${type || 'no content type'}, not a picture`;
  const length = Number(response.headers.get('content-length'));
  if (length > COVER_DOWNLOAD_MAX_BYTES) return `the picture is larger than ${COVER_DOWNLOAD_MAX_BYTES} bytes`;
  return null;
}

/**
 * The cover's file in `cacheDir`: the cached copy, or one downloaded now (from `standIn` in place of
 * the image CDN when given). Never throws: a failure comes back as a problem in words.
 */
export async function downloadCover(cover: string, cacheDir: string, standIn: string | null): Promise<CoverDownload> {
  const source = coverDownloadUrl(cover, standIn);
  const stem = cachedCoverStem(source);
  const cached = cachedCover(cacheDir, stem);
  if (cached) return { file: cached, cached: true };
  try {
    const response = await fetch(source, {
      signal: AbortSignal.timeout(COVER_DOWNLOAD_TIMEOUT_MS),
      headers: { accept: 'image/jpeg,image/*;q=0.8' },
    });
    const problem = answerProblem(response);
    if (problem) return { problem };
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > COVER_DOWNLOAD_MAX_BYTES)
      return { problem: `the picture is larger than ${COVER_DOWNLOAD_MAX_BYTES} bytes` };
    let format: string | undefined;
    try {
      ({ format } = await sharp(bytes).metadata());
    } catch {
      return { problem: 'the answer is not a picture sharp can read' };
    }
    const extension = coverExtension(format);
    if (!extension) return { problem: `the picture's format (${format}) is not one the site optimises` };
    mkdirSync(cacheDir, { recursive: true });
    // Written beside, then renamed: a build killed mid-write leaves no half picture in the cache.
    const file = join(cacheDir, `${stem}.${extension}`);
    writeFileSync(`${file}.part`, bytes);
    renameSync(`${file}.part`, file);
    return { file, cached: false };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : (cause ?? String(error));
    return { problem: `the host could not be reached (${reason})` };
  }
}
