/**
 * Stock pictures for tutorial cards without an image of their own:
 * a pair per category, alternated by card position, two fixed pictures for featured cards, and a
 * default. All are external; FallbackImage / data-fallback swaps in TUTORIAL_IMAGE_FALLBACK on error.
 */
import { FALLBACK_IMAGE } from './images';
import type { TutorialCategory } from './contentCategories';

/** Two pictures to alternate between. */
export type ImagePair = readonly [string, string];

const unsplash = (photo: string) => `https://images.unsplash.com/${photo}?w=800&h=450&fit=crop&auto=format&q=70`;

/** Intrinsic size of every card picture above (16:9), so the card reserves its space before loading. */
export const TUTORIAL_IMAGE_WIDTH = 800;
export const TUTORIAL_IMAGE_HEIGHT = 450;

export const TUTORIAL_CATEGORY_IMAGES: Readonly<Record<TutorialCategory, ImagePair>> = {
  'Growth Strategy': [unsplash('photo-1460925895917-afdab827c52f'), unsplash('photo-1551288049-bebda4e38f71')],
  Monetization: [unsplash('photo-1579621970563-ebec7560ff3e'), unsplash('photo-1553729459-efe14ef6055d')],
  'Content Creation': [unsplash('photo-1492691527719-9d1e07e534b4'), unsplash('photo-1516035069371-29a1b244cc32')],
  Safety: [unsplash('photo-1563013544-824ae1b704d3'), unsplash('photo-1614064641938-3bbee52942c7')],
};

export const FEATURED_TUTORIAL_IMAGES: ImagePair = [
  unsplash('photo-1611162616305-c69b3fa7fbe0'),
  unsplash('photo-1533750349088-cd871a92f312'),
];

export const DEFAULT_TUTORIAL_IMAGE = unsplash('photo-1432888498266-38ffec3eaf0a');

/** A file of this site, so it still shows when the network (and every external picture) fails. */
export const TUTORIAL_IMAGE_FALLBACK = FALLBACK_IMAGE;
