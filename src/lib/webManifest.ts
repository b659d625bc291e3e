/**
 * The web manifest: name, icons (one maskable), colours and a standalone display, everything Chromium
 * needs to offer installing the site. Paths go under the base path so it works in a sub-folder too.
 */
import { APP_ICONS, APP_NAME, APP_SHORT_NAME, BACKGROUND_COLOR, THEME_COLOR } from '@/data/webManifest';
import { SITE } from '@/data/site';
import { withBase } from './sitePaths';

export function webManifest(base?: string) {
  const home = withBase('/', base);
  return {
    id: home,
    name: APP_NAME,
    short_name: APP_SHORT_NAME,
    description: SITE.description,
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({ ...icon, src: withBase(icon.src, base) })),
  };
}
