/**
 * The slots pictures fill in the layout, for responsive images (src/lib/responsiveImages.ts): widths
 * to offer and the CSS width each slot takes. The page container is at most 72rem (1152px) with 1rem
 * side padding (1.5rem from 640px); the figures below follow from the grids that hold each picture.
 */
/** Where a picture sits in the layout: the widths worth offering and the CSS width it takes. */
export interface ImageSlot {
  widths: readonly number[];
  sizes: string;
}

/**
 * The 720 step is for phones: the hero spans a 360-412px screen less its margins, 328-380 CSS pixels,
 * which at 1.75-2x is 575-760 device pixels; without it they download the 800 version, which weighs
 * about a quarter more and is the first screen's largest request.
 */
const HERO_WIDTHS = [400, 720, 800, 1200, 1600];

/** A tutorial's picture: the article column beside an 18rem sidebar from 1024px. */
export const TUTORIAL_HERO_SLOT: ImageSlot = {
  widths: HERO_WIDTHS,
  sizes: '(min-width: 1152px) 768px, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)',
};

/** A trend's picture: the article column beside a 22rem sidebar from 1024px. */
export const TREND_HERO_SLOT: ImageSlot = {
  widths: HERO_WIDTHS,
  sizes: '(min-width: 1152px) 712px, (min-width: 1024px) calc(100vw - 28rem), calc(100vw - 2rem)',
};

/** Cards in a grid of 3 columns from 1024px and 2 from 768px (tutorial, trend and product cards). */
export const CARD_SLOT: ImageSlot = {
  widths: [400, 800],
  sizes:
    '(min-width: 1152px) 352px, (min-width: 1024px) calc(33vw - 2rem), (min-width: 768px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
};

/** Cards in a grid of 3 columns from 768px (related trends). */
export const THIRDS_CARD_SLOT: ImageSlot = {
  widths: [400, 800],
  sizes: '(min-width: 1152px) 352px, (min-width: 768px) calc(33vw - 2rem), calc(100vw - 2rem)',
};

/** Featured tutorial cards: 2 columns from 768px. */
export const FEATURED_CARD_SLOT: ImageSlot = {
  widths: [400, 800, 1200],
  sizes: '(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
};

/** Round avatars, 5rem across. */
export const AVATAR_SLOT: ImageSlot = {
  widths: [80, 160, 240],
  sizes: '80px',
};

/** Sample product cards: 3 columns from 1024px, 2 from 640px. */
export const PRODUCT_CARD_SLOT: ImageSlot = {
  widths: [400, 600, 800],
  sizes:
    '(min-width: 1152px) 352px, (min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)',
};
