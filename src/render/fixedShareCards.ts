/**
 * Build-time: the share card of a page without an entry of its own (home, the tools, the calculator), in
 * the page's language: drawn with that language's title and label, at the page's own route, so each
 * language version has its own picture.
 */
import { SITE } from '@/data/site';
import { pageLanguage, pageTexts } from '@/i18n';
import type { Dictionary } from '@/i18n/dictionary';
import { localizedPath } from '@/lib/languagePrefix';
import { pageShareCard, type PageShareCard } from '@/lib/shareCards';

/** The pages with a fixed card, by their key in the dictionary's `layout.shareCards`. */
type FixedCard = Exclude<keyof Dictionary['layout']['shareCards'], 'alt'>;

/** `route` is the page's path without its language prefix ('/calculator'); `url` is the page's address. */
export function fixedPageShareCard(route: string, card: FixedCard, url: URL): PageShareCard | undefined {
  const { shareCards } = pageTexts(url).layout;
  return pageShareCard(localizedPath(route, pageLanguage(url)), shareCards[card], {
    siteName: SITE.name,
    alt: shareCards.alt,
  });
}
