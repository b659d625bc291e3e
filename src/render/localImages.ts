/**
 * Pictures a markdown file shows from beside itself: a relative path, which Astro's image pipeline
 * optimises (not a URL, not a site path, not a data URI). Pure, so both the markdown checks and the
 * incremental build's page keys use it.
 */
import { dirname, resolve } from 'node:path';

export function isLocalImagePath(src: string): boolean {
  return src !== '' && !URL.canParse(src) && !src.startsWith('/');
}

/** Images written in markdown (![alt](src)) or as HTML (<img src>), in the order they appear. */
const IMAGE_SOURCE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)|<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/g;

/** The files of the pictures a markdown body shows from beside its file. */
export function localImagePaths(body: string, markdownFile: string): string[] {
  const folder = dirname(markdownFile);
  const paths: string[] = [];
  for (const match of body.matchAll(IMAGE_SOURCE)) {
    const src = match[1] ?? match[2];
    if (src && isLocalImagePath(src)) paths.push(resolve(folder, decodeURI(src)));
  }
  return paths;
}
