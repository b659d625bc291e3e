/** The niches of the hashtag generator: ids in chip order and the default (their names are in the dictionaries). */

export const NICHE_IDS = [
  'general',
  'beauty',
  'fashion',
  'fitness',
  'food',
  'travel',
  'comedy',
  'educational',
  'dance',
  'gaming',
  'business',
  'tech',
  'lifestyle',
  'sports',
  'music',
  'art',
  'books',
  'pets',
  'diy',
  'parenting',
] as const;

export type NicheId = (typeof NICHE_IDS)[number];

/** The niche chip selected before the visitor picks one, and the pool used for an unknown niche. */
export const DEFAULT_NICHE_ID: NicheId = 'general';

export function isNicheId(value: string): value is NicheId {
  return (NICHE_IDS as readonly string[]).includes(value);
}
