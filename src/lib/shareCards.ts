/**
 * Share cards: the 1200x630 picture a page shows when it is posted on a social platform, made at build
 * time for every tutorial, trend and tool page, the calculator and the home page. This module is the
 * pure part: where a page's card lives, and its alt text.
 */
import type { Cover } from './covers';
import { fillTemplate } from './dictionaries';
import { splitLanguagePath } from './languagePrefix';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../data/languages';
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

/**
 * A page's route ('/', '/tutorials/x', '/es/') to its card's root-relative path ('/og/home.jpg',
 * '/og/tutorials/x.jpg', '/og/es/home.jpg'): another language's cards in its own folder.
 */
export function shareCardPath(route: string): string {
  const { language, path } = splitLanguagePath(route);
  const name = path.replace(/^\/+|\/+$/g, '') || 'home';
  return language === DEFAULT_LANGUAGE
    ? `${SHARE_CARD_FOLDER}/${name}.jpg`
    : `${SHARE_CARD_FOLDER}/${language}/${name}.jpg`;
}

/**
 * The card's description for og:image:alt: what the picture says, in the page's language (`template`
 * is its dictionary's: '{title}: {label} on {siteName}').
 */
export function shareCardAlt(
  { title, label, siteName }: Pick<ShareCardContent, 'title' | 'label' | 'siteName'>,
  template: string,
): string {
  return fillTemplate(template, { title, label, siteName });
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

/** Who the card is by and how its alt text reads, in the page's language. */
export interface ShareCardSite {
  siteName: string;
  /** The dictionary's alt template ('{title}: {label} on {siteName}'). */
  alt: string;
}

/**
 * Whether pages in `language` get cards of their own. Cards are laid out by satori, which draws no
 * right-to-left text (its letters come out reversed and unjoined), so a right-to-left language's pages
 * show the site's own picture instead.
 */
function drawsShareCards(language: Language): boolean {
  return LANGUAGES[language].dir === 'ltr';
}

/**
 * A page's card: `route` is the page's own (with its language prefix), so each language has its card;
 * none in a language whose cards cannot be drawn (drawsShareCards).
 */
export function pageShareCard(
  route: string,
  { title, label }: { title: string; label: string },
  site: ShareCardSite,
  cover?: Cover,
): PageShareCard | undefined {
  if (!drawsShareCards(splitLanguagePath(route).language)) return undefined;
  return {
    route,
    title,
    label,
    cover,
    path: shareCardPath(route),
    alt: shareCardAlt({ title, label, siteName: site.siteName }, site.alt),
  };
}
