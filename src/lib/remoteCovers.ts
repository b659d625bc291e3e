/**
 * Remote covers made the site's own files: a cover given as a URL from an image host the site trusts is
 * downloaded at build, kept in a cache folder, and handed to Astro's image pipeline like a file beside
 * the markdown, so visitors get AVIF/WebP from the site's origin instead of a third-party connection.
 * A cover the build has no file for (the download failed, its host is not one the build downloads from,
 * or downloads are off) is not linked from its host either: the entry shows the site's own picture, so no
 * page asks another host for a picture unless a deploy opts in (REMOTE_COVERS=link).
 * The rules here are pure; src/render/remoteCovers.ts does the downloading and names the files, and
 * src/render/contentLoaders.ts applies them to the entries.
 */
import { TREND_HERO_SLOT, TUTORIAL_HERO_SLOT } from '../data/imageSlots';
import { IMAGE_CDN_ORIGIN, isCdnImage } from './responsiveImages';

/**
 * Image hosts whose covers are downloaded at build. A cover elsewhere is replaced by the site's own picture
 * (with a warning naming the entry): add its origin here to download it too.
 */
const FETCHED_COVER_ORIGINS: readonly string[] = [IMAGE_CDN_ORIGIN];

/** The widest version any page shows of a cover: the source is downloaded at this width. */
export const COVER_SOURCE_WIDTH = Math.max(...TUTORIAL_HERO_SLOT.widths, ...TREND_HERO_SLOT.widths);
/** The downloaded source is re-encoded for each slot, so it is asked for at a high quality. */
export const COVER_SOURCE_QUALITY = 90;
/** Aspect ratio of a cover whose URL names no size (the site's covers are 16:9). */
const DEFAULT_ASPECT = 9 / 16;

/** Where downloaded covers are kept between builds, from the project root (beside Astro's cache). */
export const REMOTE_COVER_CACHE = '.cache/remote-covers';
/** A download slower than this counts as unreachable. */
export const COVER_DOWNLOAD_TIMEOUT_MS = 20_000;
/** Larger answers are not a cover photo; they are not downloaded. */
export const COVER_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How a build treats covers given as URLs (REMOTE_COVERS): `fetch` (the default) downloads those on a
 * trusted image host; `skip` downloads none (the same site with or without internet: `npm test`); under
 * both, a cover without a file shows the site's own picture. `link` downloads none and lets pages load
 * each from its host: an opt-in, as the host then learns every visitor's address before any consent,
 * and the pages' CSP has to allow pictures from any https host.
 */
export const REMOTE_COVER_MODES = ['fetch', 'skip', 'link'] as const;
export type RemoteCoverMode = (typeof REMOTE_COVER_MODES)[number];

/** REMOTE_COVERS as a mode; unset or empty means `fetch`; anything else is null (a settings error). */
export function parseRemoteCoverMode(value: string | undefined): RemoteCoverMode | null {
  if (value === undefined || value === '') return 'fetch';
  return (REMOTE_COVER_MODES as readonly string[]).includes(value) ? (value as RemoteCoverMode) : null;
}

/**
 * What the build does with an entry's cover field: `keep` it (no cover, a file beside the markdown, or a
 * URL a `link` build leaves for the page to load), `download` it, or `replace` it with the site's own
 * picture (a URL the build does not download; a failed download is replaced too).
 */
export function coverPlan(value: unknown, mode: RemoteCoverMode): 'keep' | 'download' | 'replace' {
  // The schema allows https URLs and local paths only; anything not https is a file beside the markdown.
  if (typeof value !== 'string' || !value.startsWith('https:') || mode === 'link') return 'keep';
  return mode === 'fetch' && isFetchedCover(value) ? 'download' : 'replace';
}

/**
 * An entry's frontmatter without the cover it cannot show: with `sitePicture` (a URL ready for the page,
 * base path included) in its place where the collection needs a cover, else with none, so the pages
 * pick the site's picture themselves (a tutorial's category picture; a translation shows its English
 * entry's cover). The alt text goes too: it described the picture that is not shown.
 */
export function withoutRemoteCover(
  data: Readonly<Record<string, unknown>>,
  field: string,
  sitePicture?: string,
): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...data };
  delete rest[field];
  delete rest[`${field}Alt`];
  return sitePicture === undefined ? rest : { ...rest, [field]: sitePicture };
}

/**
 * A local origin that answers in place of the image CDN (tests and benchmarks: the sandbox has no
 * internet), from REMOTE_COVER_STAND_IN; only http(s) on this machine is accepted, anything else is null.
 */
export function parseStandInOrigin(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return local && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/** Whether a cover URL is downloaded at build (it is on a trusted image host). */
export function isFetchedCover(url: string): boolean {
  return URL.canParse(url) && FETCHED_COVER_ORIGINS.includes(new URL(url).origin);
}

/**
 * The address to download a cover from: on the image CDN, the picture the author chose (its crop, given
 * by w and h) at COVER_SOURCE_WIDTH in JPEG at COVER_SOURCE_QUALITY; other hosts as written. With a
 * stand-in origin, the same path and query are asked of it.
 */
export function coverDownloadUrl(cover: string, standIn: string | null = null): string {
  const url = new URL(cover);
  if (isCdnImage(cover)) {
    const width = Number(url.searchParams.get('w'));
    const height = Number(url.searchParams.get('h'));
    const aspect = width > 0 && height > 0 ? height / width : DEFAULT_ASPECT;
    url.searchParams.set('w', String(COVER_SOURCE_WIDTH));
    url.searchParams.set('h', String(Math.round(COVER_SOURCE_WIDTH * aspect)));
    url.searchParams.set('fit', 'crop');
    url.searchParams.set('fm', 'jpg');
    url.searchParams.set('q', String(COVER_SOURCE_QUALITY));
    url.searchParams.delete('auto');
  }
  return standIn ? `${standIn}${url.pathname}${url.search}` : url.href;
}

/** File extensions of the formats a downloaded cover may have (sharp's names), as Astro's pipeline reads them. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** Every extension a downloaded cover may be stored with. */
export const COVER_FILE_EXTENSIONS: readonly string[] = Object.values(EXTENSIONS);

/** The extension a downloaded picture of this format is stored with, or null when the site cannot use it. */
export function coverExtension(format: string | undefined): string | null {
  return (format && EXTENSIONS[format]) ?? null;
}
