/**
 * Share cards: the 1200x630 picture a page shows when it is posted on a social platform, made at build
 * time for every tutorial, trend and tool page, the calculator and the home page. This module is the
 * pure part: where a page's card lives, and its alt text.
 */
import type { Cover } from './covers';
/** The size the platforms (Open Graph, X, LinkedIn, WhatsApp, Discord) show without cropping. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** The folder cards are written to, under the base path. */
export const SHARE_CARD_FOLDER = '/og';
/**
 * Bumped whenever the card's drawing changes (layout, colours, font), so cached cards are drawn again.
 */
export const SHARE_CARD_DESIGN_VERSION = 3;

/** What a card shows. */
export interface ShareCardContent {
  title: string;
  /** The page's category or kind ("Growth", "Tool"), shown above the title. */
  label: string;
  siteName: string;
  /** A digest of the cover drawn behind the text, if there is one. */
  coverDigest?: string;
}

/** A page's route ('/', '/tutorials/x') to its card's root-relative path ('/og/home.jpg', '/og/tutorials/x.jpg'). */
export function shareCardPath(route: string): string {
  const name = route.replace(/^\/+|\/+$/g, '') || 'home';
  return `${SHARE_CARD_FOLDER}/${name}.jpg`;
}

/** The card's description for og:image:alt: what the picture says. */
export function shareCardAlt({
  title,
  label,
  siteName,
}: Pick<ShareCardContent, 'title' | 'label' | 'siteName'>): string {
  return `${title}: ${label} on ${siteName}`;
}

/** A page's share card: what it shows, and as its head tags name it (root-relative path, alt text). */
export interface PageShareCard {
  route: string;
  title: string;
  label: string;
  cover?: Cover;
  path: string;
  alt: string;
}

/** What a card shows, where it lives, and the cover file behind it (a local cover's path on disk). */
export interface ShareCardSpec {
  route: string;
  content: ShareCardContent;
  coverPath?: string;
}

export const tutorialCardLabel = (category: string) => `Tutorial · ${category}`;
export const trendCardLabel = (category: string) => `Trend · ${category}`;

/** The pages other than tutorials and trends that have a card: the home page and the tools. */
const FIXED_SHARE_CARDS: readonly { route: string; title: string; label: string }[] = [
  { route: '/', title: 'Grow your TikTok the honest way', label: 'Tutorials, trends and free tools' },
  { route: '/calculator', title: 'Earnings Calculator', label: 'Free tool' },
  { route: '/tools', title: 'Free Creator Tools', label: 'Free tools' },
  { route: '/tools/hashtag-generator', title: 'Hashtag Generator', label: 'Free tool' },
];

export function pageShareCard(
  route: string,
  title: string,
  label: string,
  siteName: string,
  cover?: Cover,
): PageShareCard {
  return { route, title, label, cover, path: shareCardPath(route), alt: shareCardAlt({ title, label, siteName }) };
}

/** The card of one of FIXED_SHARE_CARDS' pages; a route missing there is a mistake caught at build. */
export function fixedPageShareCard(route: string, siteName: string): PageShareCard {
  const card = FIXED_SHARE_CARDS.find((fixed) => fixed.route === route);
  if (!card) throw new Error(`No share card is listed for ${route} (FIXED_SHARE_CARDS in src/lib/shareCards.ts)`);
  return pageShareCard(route, card.title, card.label, siteName);
}
