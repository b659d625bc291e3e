/**
 * Responsive versions of images hosted on the Unsplash CDN: one URL per width (the CDN resizes, picks
 * AVIF/WebP for the browser with auto=format, and compresses to IMAGE_QUALITY), so a phone downloads a
 * picture sized for its slot instead of one fixed desktop file. Pages meet such a URL only in a build
 * that links covers from their host (REMOTE_COVERS=link); otherwise the build downloads it
 * (src/lib/remoteCovers.ts, which also reads the CDN's URLs through this module). Everything else, the
 * site's own SVG pictures above all (one file fits every width), keeps a plain src: no srcset, no sizes.
 */
import type { ImageSlot } from '@/data/imageSlots';

/** The image CDN authors take covers from; a page whose hero is linked from it preconnects to it. */
export const IMAGE_CDN_ORIGIN = 'https://images.unsplash.com';
/** A little under the CDN's default of 75: photos look the same, files are smaller. */
export const IMAGE_QUALITY = 70;

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

export function isCdnImage(src: string): boolean {
  return src.startsWith(`${IMAGE_CDN_ORIGIN}/`);
}

/** The CDN URL of `src` cropped to width x height, in the browser's best format at IMAGE_QUALITY. */
export function cdnImageUrl(src: string, width: number, height: number): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(height));
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('auto', 'format');
  url.searchParams.set('q', String(IMAGE_QUALITY));
  return url.href;
}

/**
 * src, srcset and sizes for a picture shown at the aspect ratio width:height in `slot`. `src` (for
 * browsers without srcset) is the version at the element's own width. Non-CDN images keep their URL.
 */
export function responsiveImage(src: string, width: number, height: number, slot: ImageSlot): ResponsiveImage {
  if (!isCdnImage(src)) return { src };
  const heightFor = (w: number) => Math.round((w * height) / width);
  return {
    src: cdnImageUrl(src, width, height),
    srcset: slot.widths.map((w) => `${cdnImageUrl(src, w, heightFor(w))} ${w}w`).join(', '),
    sizes: slot.sizes,
  };
}
