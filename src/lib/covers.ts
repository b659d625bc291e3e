/**
 * Cover pictures of tutorials and trends: a file beside the markdown or in the download cache, which the
 * content layer turns into image metadata for Astro's image pipeline; or a URL string, ready for the page
 * as it is: one of the site's own pictures (a path with the base in front, standing in for a cover URL
 * the build did not download, see remoteCovers.ts), or, in a build that links covers from their host
 * (REMOTE_COVERS=link), an https URL.
 */
import type { ImageMetadata } from 'astro';
import type { ImageSlot } from '../data/imageSlots';

export type Cover = string | ImageMetadata;

/** Formats a local cover is offered in, best first; the <img> inside <picture> carries the last one. */
export const LOCAL_COVER_FORMATS = ['avif', 'webp'] as const;

/**
 * What Astro's image pipeline makes of a local cover in a layout slot: versions at the slot's widths,
 * cropped to width:height. The <picture> and the preload of the same cover share it, so the preload asks
 * for exactly the files the picture uses.
 */
export function coverTransform(cover: ImageMetadata, width: number, height: number, slot: ImageSlot) {
  // The position is what Picture sets itself under the site's responsive layout; it is part of each file's name.
  return {
    src: cover,
    width,
    height,
    widths: [...slot.widths],
    sizes: slot.sizes,
    fit: 'cover' as const,
    position: 'center',
  };
}

export function isLocalCover(cover: Cover | undefined): cover is ImageMetadata {
  return typeof cover === 'object' && cover !== null;
}

/** Whether a cover is one of the site's own pictures standing in for one (a path on the site, not a URL). */
export function isSitePicture(cover: Cover | undefined): boolean {
  return typeof cover === 'string' && cover.startsWith('/') && !cover.startsWith('//');
}

/**
 * One URL for a cover, for places that take a plain string (the listing islands' cards): a URL cover
 * as it is, or the build's copy of a local file.
 */
export function coverSrc(cover: Cover): string {
  return isLocalCover(cover) ? cover.src : cover;
}

/**
 * A cover's alt text: what the author wrote in imageAlt; otherwise `fallback`, which is empty for the
 * remote covers that only decorate a heading saying the same (the schema requires imageAlt for local ones).
 * The site's own picture standing in for a cover shows nothing of the entry: its alt is always empty.
 */
export function coverAlt(cover: Cover | undefined, imageAlt: string | undefined, fallback = ''): string {
  return isSitePicture(cover) ? '' : (imageAlt ?? fallback);
}
