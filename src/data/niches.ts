/** The niches of the hashtag generator: ids, chip labels and the default. */

export const NICHES = [
  { id: 'general', label: 'General' },
  { id: 'beauty', label: 'Beauty' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'food', label: 'Food' },
  { id: 'travel', label: 'Travel' },
  { id: 'comedy', label: 'Comedy' },
  { id: 'educational', label: 'Educational' },
  { id: 'dance', label: 'Dance' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'business', label: 'Business' },
  { id: 'tech', label: 'Tech' },
  { id: 'lifestyle', label: 'Lifestyle' },
  { id: 'sports', label: 'Sports' },
  { id: 'music', label: 'Music' },
  { id: 'art', label: 'Art' },
  { id: 'books', label: 'Books' },
  { id: 'pets', label: 'Pets' },
  { id: 'diy', label: 'DIY' },
  { id: 'parenting', label: 'Parenting' },
] as const satisfies readonly { id: string; label: string }[];

type Niche = (typeof NICHES)[number];
export type NicheId = Niche['id'];

/** The niche chip selected before the visitor picks one, and the pool used for an unknown niche. */
export const DEFAULT_NICHE_ID: NicheId = 'general';

export function isNicheId(value: string): value is NicheId {
  return NICHES.some((niche) => niche.id === value);
}
