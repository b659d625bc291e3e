/**
 * The toast a newsletter Subscribe shows while sign-up is not live, in the page's language. Its texts are
 * that language's `newsletter` slice, a small chunk of its own fetched on the first Subscribe: no page
 * carries them in its HTML (the home page's first flight has no byte to spare) or ships other languages'.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from '@/data/languages';
import type { Dictionary } from '@/i18n/dictionary';
import { showToast } from './toast';

const SLICES: Record<Language, () => Promise<{ newsletter: Dictionary['newsletter'] }>> = {
  en: () => import('@/i18n/en/newsletter'),
  es: () => import('@/i18n/es/newsletter'),
};

/** The page's language, as its <html lang> names it. */
function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return LANGUAGE_CODES.find((code) => LANGUAGES[code].htmlLang === lang) ?? DEFAULT_LANGUAGE;
}

export async function showNewsletterToast() {
  const { newsletter } = await SLICES[pageLanguage()]();
  showToast(newsletter.comingSoonToast);
}
