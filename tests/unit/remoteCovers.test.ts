import { describe, expect, it } from 'vitest';
import {
  COVER_SOURCE_QUALITY,
  COVER_SOURCE_WIDTH,
  coverDownloadUrl,
  coverExtension,
  coverPlan,
  isFetchedCover,
  parseRemoteCoverMode,
  parseStandInOrigin,
  withoutRemoteCover,
} from '@/lib/remoteCovers';
import { cachedCoverStem, coverImportPath } from '@/render/remoteCovers';
import { mergeTranslation } from '@/lib/contentTranslations';
import { TREND_HERO_SLOT, TUTORIAL_HERO_SLOT } from '@/data/imageSlots';

const COVER = 'https://images.unsplash.com/photo-1611162617474-5b21e879e113?w=800&h=450&fit=crop';

describe('which covers are downloaded', () => {
  it('takes covers on the image CDN and no other host', () => {
    expect(isFetchedCover(COVER)).toBe(true);
    expect(isFetchedCover('https://example.com/photo.jpg')).toBe(false);
    expect(isFetchedCover('https://images.unsplash.com.evil.example/photo.jpg')).toBe(false);
    expect(isFetchedCover('not a url')).toBe(false);
  });

  it('reads REMOTE_COVERS: fetch unless skip or link; anything else is an error (null)', () => {
    expect(parseRemoteCoverMode(undefined)).toBe('fetch');
    expect(parseRemoteCoverMode('')).toBe('fetch');
    expect(parseRemoteCoverMode('fetch')).toBe('fetch');
    expect(parseRemoteCoverMode('skip')).toBe('skip');
    expect(parseRemoteCoverMode('link')).toBe('link');
    expect(parseRemoteCoverMode('off')).toBeNull();
  });

  it('accepts a stand-in origin only on this machine', () => {
    expect(parseStandInOrigin('http://127.0.0.1:4398')).toBe('http://127.0.0.1:4398');
    expect(parseStandInOrigin('http://localhost:4398/some/path')).toBe('http://localhost:4398');
    expect(parseStandInOrigin('https://[::1]:8443')).toBe('https://[::1]:8443');
    expect(parseStandInOrigin('https://images.example.com')).toBeNull();
    expect(parseStandInOrigin('file:///tmp/covers')).toBeNull();
    expect(parseStandInOrigin(undefined)).toBeNull();
  });
});

describe("what a build does with an entry's cover", () => {
  const elsewhere = 'https://example.com/photo.jpg';

  it('downloads a cover on the image CDN and replaces any other cover URL with the site picture', () => {
    expect(coverPlan(COVER, 'fetch')).toBe('download');
    expect(coverPlan(elsewhere, 'fetch')).toBe('replace');
  });

  it('downloads nothing under skip: every cover URL gives way to the site picture', () => {
    expect(coverPlan(COVER, 'skip')).toBe('replace');
    expect(coverPlan(elsewhere, 'skip')).toBe('replace');
  });

  it('leaves every cover URL for the page to link only when a deploy opts in with link', () => {
    expect(coverPlan(COVER, 'link')).toBe('keep');
    expect(coverPlan(elsewhere, 'link')).toBe('keep');
  });

  it('keeps a file beside the markdown, and no cover at all, whatever the mode', () => {
    for (const mode of ['fetch', 'skip', 'link'] as const) {
      expect(coverPlan('__ASTRO_IMAGE_./cover.jpg', mode)).toBe('keep');
      expect(coverPlan('./cover.jpg', mode)).toBe('keep');
      expect(coverPlan(undefined, mode)).toBe('keep');
      expect(coverPlan({ src: '/_astro/cover.webp' }, mode)).toBe('keep');
    }
  });
});

describe('a cover the build cannot make its own', () => {
  const data = { title: 'A trend', image: COVER, imageAlt: 'A kitchen counter', category: 'Food & Cooking' };

  it('gives way to the site picture a collection names, without the alt text of the picture it replaced', () => {
    expect(withoutRemoteCover(data, 'image', '/hub/images/fallback-image.svg')).toEqual({
      title: 'A trend',
      category: 'Food & Cooking',
      image: '/hub/images/fallback-image.svg',
    });
  });

  it('is left out where the pages pick the picture (a tutorial: its category picture)', () => {
    const replaced = withoutRemoteCover(data, 'image');
    expect(replaced).toEqual({ title: 'A trend', category: 'Food & Cooking' });
    expect('image' in replaced).toBe(false);
    // A translation's cover that gave way: the page shows its English entry's.
    expect(mergeTranslation({ ...data, image: './english.jpg' }, replaced).image).toBe('./english.jpg');
  });

  it('leaves the entry it was given alone', () => {
    withoutRemoteCover(data, 'image');
    expect(data.image).toBe(COVER);
  });
});

describe('coverDownloadUrl', () => {
  it('asks the CDN for the chosen crop at the widest width a page shows, as a high-quality JPEG', () => {
    expect(COVER_SOURCE_WIDTH).toBe(Math.max(...TUTORIAL_HERO_SLOT.widths, ...TREND_HERO_SLOT.widths));
    const url = new URL(coverDownloadUrl(`${COVER}&auto=format`));
    expect(url.origin).toBe('https://images.unsplash.com');
    expect(url.pathname).toBe('/photo-1611162617474-5b21e879e113');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: String(COVER_SOURCE_WIDTH),
      h: String(Math.round((COVER_SOURCE_WIDTH * 450) / 800)),
      fit: 'crop',
      fm: 'jpg',
      q: String(COVER_SOURCE_QUALITY),
    });
  });

  it('keeps a square crop square and gives a URL without a size the 16:9 of the site', () => {
    const square = new URL(coverDownloadUrl('https://images.unsplash.com/photo-1?w=500&h=500'));
    expect(square.searchParams.get('h')).toBe(String(COVER_SOURCE_WIDTH));
    const bare = new URL(coverDownloadUrl('https://images.unsplash.com/photo-1'));
    expect(bare.searchParams.get('h')).toBe(String(Math.round((COVER_SOURCE_WIDTH * 9) / 16)));
  });

  it('sends the same path and query to a stand-in', () => {
    const real = new URL(coverDownloadUrl(COVER));
    expect(coverDownloadUrl(COVER, 'http://127.0.0.1:4398')).toBe(
      `http://127.0.0.1:4398${real.pathname}${real.search}`,
    );
  });
});

describe('the cache', () => {
  it('names a download by its address, so a stand-in picture is never taken for the real one', () => {
    const real = coverDownloadUrl(COVER);
    expect(cachedCoverStem(real)).toBe(cachedCoverStem(real));
    expect(cachedCoverStem(real)).not.toBe(cachedCoverStem(coverDownloadUrl(COVER, 'http://127.0.0.1:4398')));
    expect(cachedCoverStem(real)).toMatch(/^[0-9a-f]{24}$/);
  });

  it('stores the formats the image pipeline reads and refuses others', () => {
    expect(coverExtension('jpeg')).toBe('jpg');
    expect(coverExtension('png')).toBe('png');
    expect(coverExtension('webp')).toBe('webp');
    expect(coverExtension('avif')).toBe('avif');
    expect(coverExtension('svg')).toBeNull();
    expect(coverExtension('heif')).toBeNull();
    expect(coverExtension(undefined)).toBeNull();
  });

  it('refers to a cached file from the markdown file by a relative path starting with a dot', () => {
    expect(coverImportPath('/site/src/content/tutorials/a.md', '/site/.cache/remote-covers/abc.jpg')).toBe(
      '../../../.cache/remote-covers/abc.jpg',
    );
    expect(coverImportPath('/site/a.md', '/site/covers/abc.jpg')).toBe('./covers/abc.jpg');
  });
});
