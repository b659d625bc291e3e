/**
 * The offline page's list of tutorials and trends kept on this device: read from the service worker's
 * page cache (in every language), titled by each kept page's heading and sorted the page's language's
 * way. Also wires Try again, which loads the address again.
 */
import { readingPageKind, scopedCacheName } from '@/lib/offlineCaches';
import { withBase } from '@/lib/sitePaths';

interface KeptPage {
  path: string;
  title: string;
  kind: 'tutorial' | 'trend';
}

async function keptReadingPages(): Promise<KeptPage[]> {
  if (!('caches' in window)) return [];
  const base = withBase('/');
  const name = scopedCacheName('pages', new URL(base, location.origin).href);
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const parser = new DOMParser();
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    const kind = readingPageKind(pathname, base);
    if (!kind) continue;
    const html = await (await cache.match(request))?.text();
    const heading = html ? parser.parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim() : '';
    pages.push({
      path: pathname,
      title: heading || pathname,
      kind,
    });
  }
  const collator = new Intl.Collator(document.documentElement.lang || undefined);
  return pages.sort((a, b) => collator.compare(a.title, b.title));
}

export async function showOfflineReading(): Promise<void> {
  const retry = document.querySelector<HTMLButtonElement>('[data-offline-retry]');
  if (retry) {
    retry.hidden = false;
    retry.addEventListener('click', () => location.reload());
  }
  const list = document.querySelector<HTMLUListElement>('[data-offline-reading]');
  const empty = document.querySelector<HTMLElement>('[data-offline-empty]');
  if (!list) return;
  const pages = await keptReadingPages().catch(() => []);
  if (pages.length === 0) return;
  for (const page of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = page.path;
    link.className = 'font-semibold text-brand-700 underline';
    link.textContent = page.title;
    const kind = document.createElement('span');
    kind.className = 'badge ms-2 bg-surface-alt text-muted';
    kind.textContent = (page.kind === 'tutorial' ? list.dataset.tutorialKind : list.dataset.trendKind) ?? '';
    item.append(link, kind);
    list.append(item);
  }
  list.hidden = false;
  if (empty) empty.hidden = true;
}
