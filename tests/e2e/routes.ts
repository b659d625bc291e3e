// The spec's route table, with one concrete address for each parameterised route.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FOLDERS_WITHOUT_SITE_PAGES } from '@/data/outputFolders';

export const SPEC_ROUTES = [
  '/',
  '/calculator',
  '/tools',
  '/tools/hashtag-generator',
  '/tutorials',
  '/tutorials/hashtag-strategy',
  '/tutorials/tiktok-algorithm-explained',
  '/trends',
  '/trends/duet-challenges',
  '/search',
  '/search?q=growth',
  '/terms',
  '/privacy',
  '/about',
  '/contact',
  '/pricing',
  '/products',
  '/coming-soon',
  '/coming-soon/pro-subscription',
] as const;

/** Every page in dist/ as a URL path ('/tutorials/x'), the 404 page and redirect pages excluded. */
export function builtPages(dist = 'dist'): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!FOLDERS_WITHOUT_SITE_PAGES.includes(name)) walk(path);
      } else if (name === 'index.html' && !readFileSync(path, 'utf8').includes('http-equiv="refresh"')) {
        const route = `/${relative(dist, dir).split(sep).join('/')}`;
        pages.push(route === '/' ? '/' : route.replace(/\/$/, ''));
      }
    }
  };
  walk(dist);
  return pages.sort();
}
