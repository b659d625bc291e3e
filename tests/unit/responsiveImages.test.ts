import { describe, expect, it } from 'vitest';
import { cdnImageUrl, IMAGE_QUALITY, isCdnImage, responsiveImage } from '@/lib/responsiveImages';
import { CARD_SLOT, TUTORIAL_HERO_SLOT } from '@/data/imageSlots';

const photo = 'https://images.unsplash.com/photo-1611162617474-5b21e879e113?w=800&h=450&fit=crop';

describe('responsive CDN images', () => {
  it('asks the CDN for the size, a crop, the browser-chosen format and the site quality', () => {
    const url = new URL(cdnImageUrl(photo, 400, 225));
    expect(url.origin + url.pathname).toBe('https://images.unsplash.com/photo-1611162617474-5b21e879e113');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: '400',
      h: '225',
      fit: 'crop',
      auto: 'format',
      q: String(IMAGE_QUALITY),
    });
  });

  it('offers every width of the slot at the picture aspect ratio, with the slot sizes', () => {
    const image = responsiveImage(photo, 800, 450, TUTORIAL_HERO_SLOT);
    expect(image.src).toBe(cdnImageUrl(photo, 800, 450));
    const candidates = image.srcset!.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(TUTORIAL_HERO_SLOT.widths.map((w) => `${w}w`));
    for (const [url, descriptor] of candidates) {
      const params = new URL(url).searchParams;
      expect(`${params.get('w')}w`).toBe(descriptor);
      expect(Number(params.get('h'))).toBe(Math.round((Number(params.get('w')) * 9) / 16));
    }
    expect(image.sizes).toBe(TUTORIAL_HERO_SLOT.sizes);
  });

  it('leaves pictures from other hosts and local files alone', () => {
    expect(isCdnImage('https://example.com/a.jpg')).toBe(false);
    expect(isCdnImage('https://images.unsplash.com.evil.example/a.jpg')).toBe(false);
    expect(responsiveImage('https://example.com/a.jpg', 800, 450, CARD_SLOT)).toEqual({
      src: 'https://example.com/a.jpg',
    });
    expect(responsiveImage('/images/fallback-image.svg', 800, 450, CARD_SLOT)).toEqual({
      src: '/images/fallback-image.svg',
    });
  });

  it("gives the site's own SVG pictures a plain src, under a base path too: one file fits every width", () => {
    for (const src of ['/images/tutorials/safety-1.svg', '/creator-hub/images/samples/maya-cooks.svg']) {
      const image = responsiveImage(src, 800, 450, TUTORIAL_HERO_SLOT);
      expect(image).toEqual({ src });
      expect(Object.keys(image)).toEqual(['src']);
    }
  });
});
