// Share cards: paths and alt text (src/lib/shareCards.ts), and the drawn JPEG and its cache
// (src/render/shareCardImage.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pageShareCard, shareCardAlt, shareCardPath } from '@/lib/shareCards';
import { fixedPageShareCard } from '@/render/fixedShareCards';
import { DICTIONARIES } from '@/i18n';
import { SHARE_CARD_CACHE_DIR, drawShareCard, shareCard, shareCardKey } from '@/render/shareCardImage';

const COVER = join(import.meta.dirname, '../fixtures/content/tutorials/fixture-cover.jpg');
const content = { title: 'How the For You feed works', label: 'Tutorial · Growth Strategy', siteName: 'Site' };
const temp = mkdtempSync(join(tmpdir(), 'share-cards-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('share card paths and texts', () => {
  it('puts each page’s card under /og, the home page’s as home.jpg', () => {
    expect(shareCardPath('/')).toBe('/og/home.jpg');
    expect(shareCardPath('/tutorials/x')).toBe('/og/tutorials/x.jpg');
    expect(shareCardPath('/tools/hashtag-generator/')).toBe('/og/tools/hashtag-generator.jpg');
    expect(shareCardPath('/es/')).toBe('/og/es/home.jpg');
    expect(shareCardPath('/es/trends/x')).toBe('/og/es/trends/x.jpg');
  });

  it('describes the card by its title, label and site, in the page’s language', () => {
    expect(shareCardAlt(content, DICTIONARIES.en.layout.shareCards.alt)).toBe(
      'How the For You feed works: Tutorial · Growth Strategy on Site',
    );
    expect(shareCardAlt(content, DICTIONARIES.es.layout.shareCards.alt)).toBe(
      'How the For You feed works: Tutorial · Growth Strategy en Site',
    );
    expect(
      pageShareCard(
        '/es/tutorials/x',
        { title: 'Título', label: 'Tutorial · Seguridad' },
        { siteName: 'Site', alt: '{title} ({label}), {siteName}' },
      ),
    ).toMatchObject({ path: '/og/es/tutorials/x.jpg', alt: 'Título (Tutorial · Seguridad), Site' });
  });

  it('gives each language version of a fixed page its own card, drawn with that language’s title', () => {
    expect(fixedPageShareCard('/calculator', 'calculator', new URL('https://example.com/calculator'))).toMatchObject({
      path: '/og/calculator.jpg',
      title: 'Earnings Calculator',
      alt: 'Earnings Calculator: Free tool on CreatorGrowth Hub',
    });
    expect(fixedPageShareCard('/', 'home', new URL('https://example.com/es/'))).toMatchObject({
      path: '/og/es/home.jpg',
      title: DICTIONARIES.es.layout.shareCards.home.title,
    });
    expect(fixedPageShareCard('/calculator', 'calculator', new URL('https://example.com/es/calculator'))?.path).toBe(
      '/og/es/calculator.jpg',
    );
    // satori draws no right-to-left text: an Arabic page names the site's picture instead.
    expect(
      fixedPageShareCard('/calculator', 'calculator', new URL('https://example.com/ar/calculator')),
    ).toBeUndefined();
  });
});

describe('the cache key', () => {
  it('is the same for the same card and changes with anything it shows', () => {
    const key = shareCardKey(content);
    expect(shareCardKey({ ...content })).toBe(key);
    expect(shareCardKey({ ...content, title: 'Another' })).not.toBe(key);
    expect(shareCardKey({ ...content, label: 'Trend · Comedy' })).not.toBe(key);
    expect(shareCardKey({ ...content, coverDigest: 'abc' })).not.toBe(key);
  });
});

describe('a drawn card', () => {
  it('is a 1200x630 JPEG, and two titles give two different pictures', { timeout: 30_000 }, async () => {
    const first = await drawShareCard(content);
    const second = await drawShareCard({ ...content, title: 'Brand deals for small accounts' });
    for (const card of [first, second]) {
      expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect(first.equals(second)).toBe(false);
  });

  it('draws the cover behind the text, darkened so white text stays legible', { timeout: 30_000 }, async () => {
    const plain = await drawShareCard(content);
    const covered = await drawShareCard(content, COVER);
    expect(await sharp(covered).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(covered.equals(plain)).toBe(false);
    // The cover is bright (yellow to green); under the text layer the card stays dark.
    const { channels } = await sharp(covered).stats();
    const meanLightness = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    expect(meanLightness).toBeLessThan(110);
  });

  it('is cached by what it shows, so the same card is not drawn twice', { timeout: 30_000 }, async () => {
    const unique = { ...content, title: `Cache test ${process.pid} ${Date.now()}` };
    const file = join(SHARE_CARD_CACHE_DIR, `${shareCardKey(unique)}.jpg`);
    expect(existsSync(file)).toBe(false);
    const drawn = await shareCard(unique);
    expect(existsSync(file)).toBe(true);
    const started = performance.now();
    const cached = await shareCard(unique);
    expect(cached.equals(drawn)).toBe(true);
    expect(performance.now() - started).toBeLessThan(20);
    rmSync(file);
  });
});
