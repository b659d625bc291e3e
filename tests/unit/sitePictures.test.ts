// The pictures the data names (tutorial category pictures, the fallbacks, the samples) are files of the
// site: small SVGs in public/ that ask no other host for anything and show no text but a sample's initials.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TUTORIAL_IMAGE,
  FEATURED_TUTORIAL_IMAGES,
  TUTORIAL_CATEGORY_IMAGES,
  TUTORIAL_IMAGE_FALLBACK,
} from '@/data/tutorialImages';
import { FALLBACK_AVATAR, FALLBACK_IMAGE } from '@/data/images';
import { SAMPLE_INFLUENCERS, SAMPLE_PRODUCTS } from '@/data/samples';

/** A little over the 1.5 KB each drawing was made to: a picture that grows past it is no longer a sketch. */
const MAX_BYTES = 1600;

const pictures: [string, { width: number; height: number; text?: boolean }][] = [
  ...[...Object.values(TUTORIAL_CATEGORY_IMAGES).flat(), ...FEATURED_TUTORIAL_IMAGES, DEFAULT_TUTORIAL_IMAGE].map(
    (path) => [path, { width: 800, height: 450 }] as [string, { width: number; height: number }],
  ),
  [FALLBACK_IMAGE, { width: 800, height: 450 }],
  [FALLBACK_AVATAR, { width: 160, height: 160 }],
  ...SAMPLE_PRODUCTS.map(
    ({ image }) => [image, { width: 600, height: 400 }] as [string, { width: number; height: number }],
  ),
  ...SAMPLE_INFLUENCERS.map(
    ({ avatar }) =>
      [avatar, { width: 160, height: 160, text: true }] as [string, { width: number; height: number; text: boolean }],
  ),
];

describe("the site's own pictures", () => {
  it('are all different files; a card whose picture fails shows the fallback', () => {
    const paths = pictures.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(TUTORIAL_IMAGE_FALLBACK).toBe(FALLBACK_IMAGE);
  });

  it.each(pictures)('%s is a small SVG in public/ at its size, asking no other host for anything', (path, size) => {
    expect(path).toMatch(/^\/images\/[\w/-]+\.svg$/);
    const file = `public${path}`;
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}"`),
    );
    // Nothing it loads: no other URL than the SVG namespace, no linked image, font or stylesheet.
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|\/\/|href|<image|@import|url\((?!#)/);
    // No text but a sample creator's initials.
    if (size.text) expect(svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1]).toMatch(/^[A-Z]{2}$/);
    else expect(svg).not.toContain('<text');
  });
});
