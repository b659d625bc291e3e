/** US-dollar amounts as the page's language writes them ('$9.99', '9,99 US$'). */
import { LANGUAGES } from '../data/languages';

/** The locales written right to left ('ar-u-nu-latn'), from the language list. */
const RIGHT_TO_LEFT_LOCALES = new Set(
  Object.values(LANGUAGES)
    .filter((language) => language.dir === 'rtl')
    .map((language) => language.intlLocale),
);

/**
 * A currency sign in Latin letters ('US$') isolated left to right in a right-to-left locale: left to
 * the bidirectional algorithm, its '$' takes the line's direction and the sign is drawn '$US'.
 */
export function withLatinSignIsolated(text: string, locale: string): string {
  return RIGHT_TO_LEFT_LOCALES.has(locale) ? text.replace(/[A-Za-z]+\$?/g, (sign) => `\u2066${sign}\u2069`) : text;
}

/** Cents only when the amount has them ('$0', '$9.99'), or always rounded to whole dollars ('$1,234'). */
export function formatUsd(amount: number, intlLocale: string, { wholeDollars = false } = {}): string {
  const cents = !wholeDollars && !Number.isInteger(amount);
  const text = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
  return withLatinSignIsolated(text, intlLocale);
}
