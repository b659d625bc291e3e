/**
 * The site's own pictures for tutorial cards without a cover of their own: a pair per category,
 * alternated by card position, two fixed pictures for featured cards, and a default. They are SVG files
 * in public/images/tutorials/ (a few hundred bytes each, drawn for the site: no text, nothing they load),
 * so a card never asks another host for its picture. Paths are root-relative like every internal URL in
 * the data; the card helpers (src/lib/tutorials.ts) put the base path in front. FallbackImage /
 * data-fallback still swaps in TUTORIAL_IMAGE_FALLBACK should one fail to load.
 */
import { FALLBACK_IMAGE } from './images';
import type { TutorialCategory } from './contentCategories';

/** Two pictures to alternate between. */
export type ImagePair = readonly [string, string];

const picture = (name: string) => `/images/tutorials/${name}.svg`;

/** Intrinsic size of every card picture above (16:9), so the card reserves its space before loading. */
export const TUTORIAL_IMAGE_WIDTH = 800;
export const TUTORIAL_IMAGE_HEIGHT = 450;

export const TUTORIAL_CATEGORY_IMAGES: Readonly<Record<TutorialCategory, ImagePair>> = {
  'Growth Strategy': [picture('growth-strategy-1'), picture('growth-strategy-2')],
  Monetization: [picture('monetization-1'), picture('monetization-2')],
  'Content Creation': [picture('content-creation-1'), picture('content-creation-2')],
  Safety: [picture('safety-1'), picture('safety-2')],
};

export const FEATURED_TUTORIAL_IMAGES: ImagePair = [picture('featured-1'), picture('featured-2')];

export const DEFAULT_TUTORIAL_IMAGE = picture('default');

/** Shown if a card's picture fails to load: the site's neutral picture. */
export const TUTORIAL_IMAGE_FALLBACK = FALLBACK_IMAGE;
