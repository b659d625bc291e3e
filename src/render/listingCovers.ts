/**
 * Build-time: the listing islands' cards take a cover as one URL. A local cover becomes a WebP at the
 * card's larger width (the islands' cards have no <picture>), rather than the author's original file,
 * which may weigh megabytes; remote covers pass through (the cards give CDN pictures a srcset).
 */
import { getImage } from 'astro:assets';
import { CARD_SLOT } from '@/data/imageSlots';
import { isLocalCover, type Cover } from '@/lib/covers';
import { toCardItem, type TutorialCardItem, type TutorialSummary } from '@/lib/tutorials';
import { toTrendListItem, type TrendListItem, type TrendSummary } from '@/lib/trends';

const CARD_WIDTH = Math.max(...CARD_SLOT.widths);

async function listingCoverUrl(cover: Cover): Promise<string> {
  if (!isLocalCover(cover)) return cover;
  const image = await getImage({
    src: cover,
    width: CARD_WIDTH,
    height: (CARD_WIDTH * 9) / 16,
    format: 'webp',
    fit: 'cover',
  });
  return image.src;
}

export function listingTutorialCards(tutorials: readonly TutorialSummary[]): Promise<TutorialCardItem[]> {
  return Promise.all(
    tutorials.map(async (tutorial) => ({
      ...toCardItem(tutorial),
      image: tutorial.image && (await listingCoverUrl(tutorial.image)),
    })),
  );
}

export function listingTrendItems(trends: readonly TrendSummary[]): Promise<TrendListItem[]> {
  return Promise.all(
    trends.map(async (trend) => ({ ...toTrendListItem(trend), image: await listingCoverUrl(trend.image) })),
  );
}
