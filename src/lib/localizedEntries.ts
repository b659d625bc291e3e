/**
 * Entries (tutorials, trends) in a listing of another language: an entry translated into the page's
 * language shows its translation and links to its page in that language; any other shows its English
 * text and links to its English page, marked as English (hreflang, lang and a visible label). A card
 * names the language its text is in only when that is not English, so English cards stay as they were.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../data/languages';
import { localizedPath } from './languagePrefix';
import { withBase } from './sitePaths';

/** A card whose text may be a translation: `language` names it, absent for English. */
export interface LocalizedCard {
  language?: Language;
}

/** An entry a page lists (a card, a related or next link), in the language it is shown in. */
export type Listed<T> = T & LocalizedCard;

/** The card with a translation's texts in place of the English ones, marked with the translation's language. */
export function translatedCard<Card extends object>(
  card: Card,
  texts: Partial<Card>,
  language: Language,
): Card & LocalizedCard {
  return language === DEFAULT_LANGUAGE ? card : { ...card, ...texts, language };
}

/** The language a card's text is in. */
export function cardLanguage(card: LocalizedCard): Language {
  return card.language ?? DEFAULT_LANGUAGE;
}

/** The language a card's text is in when it is not the page's (its texts are then marked with it). */
export function otherCardLanguage(card: LocalizedCard, pageLanguage: Language): Language | undefined {
  const language = cardLanguage(card);
  return language === pageLanguage ? undefined : language;
}

/**
 * How a card on a page in `pageLanguage` links to its entry (root-relative `route`, English path):
 * the entry's page in the card's language, with `hreflang` and `lang` set when that is not the page's.
 */
export function cardLink(
  route: string,
  card: LocalizedCard,
  pageLanguage: Language,
): { href: string; otherLanguage: Language | undefined } {
  return {
    href: withBase(localizedPath(route, cardLanguage(card))),
    otherLanguage: otherCardLanguage(card, pageLanguage),
  };
}

/**
 * The languages whose listings show an entry's English text: English, and every language the entry
 * has no translation in (`translatedInto`).
 */
export function languagesShowingEnglish(translatedInto: (language: Language) => boolean): Language[] {
  return LANGUAGE_CODES.filter((language) => language === DEFAULT_LANGUAGE || !translatedInto(language));
}
