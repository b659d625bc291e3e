// How a page tells the site's own picture standing in for a cover from a cover (src/lib/covers.ts).
import { describe, expect, it } from 'vitest';
import type { ImageMetadata } from 'astro';
import { coverAlt, coverSrc, isLocalCover, isSitePicture } from '@/lib/covers';

const local = { src: '/_astro/cover.abc.jpg', width: 1600, height: 900, format: 'jpg' } as ImageMetadata;

describe("the site's own picture in place of a cover", () => {
  it('is a path on the site, with or without a base path, never a URL or a local cover', () => {
    expect(isSitePicture('/images/fallback-image.svg')).toBe(true);
    expect(isSitePicture('/creator-hub/images/tutorials/safety-1.svg')).toBe(true);
    expect(isSitePicture('https://images.unsplash.com/photo-1?w=800')).toBe(false);
    expect(isSitePicture('//images.example.com/a.jpg')).toBe(false);
    expect(isSitePicture(local)).toBe(false);
    expect(isSitePicture(undefined)).toBe(false);
    expect(isLocalCover(local)).toBe(true);
  });

  it('has an empty alt: it shows nothing of the entry, whatever the alt text the entry asks for', () => {
    const picture = '/creator-hub/images/fallback-image.svg';
    expect(coverAlt(picture, undefined, 'Duet challenges: a typical scene from the trend')).toBe('');
    expect(coverAlt(picture, 'Two friends filming a duet')).toBe('');
  });

  it("leaves a cover's alt to its author, else to the page's default", () => {
    expect(coverAlt(local, 'Red circle on a gradient')).toBe('Red circle on a gradient');
    expect(coverAlt('https://images.unsplash.com/photo-1', undefined, 'A scene')).toBe('A scene');
    expect(coverAlt('https://images.unsplash.com/photo-1', undefined)).toBe('');
  });

  it('is used by the cards as it is: it already carries the base path', () => {
    expect(coverSrc('/creator-hub/images/fallback-image.svg')).toBe('/creator-hub/images/fallback-image.svg');
    expect(coverSrc(local)).toBe('/_astro/cover.abc.jpg');
  });
});
