/** Build-time: absolute URLs of site paths, for feeds and structured data read outside the site. */
import { withBase } from '@/lib/sitePaths';
import { SITE } from '@/data/site';
import { APP_ICONS } from '@/data/webManifest';

/** '/tutorials/x' -> 'https://site.example/base/tutorials/x': base path added, on the configured origin. */
export function siteUrl(path: string, site: URL | string): string {
  return new URL(withBase(path), site).href;
}

/** The site as author and publisher in structured data: its name, home page and logo. */
export function sitePublisher(site: URL | string) {
  return { name: SITE.name, url: siteUrl('/', site), logoUrl: siteUrl(APP_ICONS[1].src, site) };
}
