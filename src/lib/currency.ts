/** US-dollar amounts as the page's language writes them ('$9.99', '9,99 US$'). */
/**
 * The languages written right to left (CLDR's right-to-left character order), by their language subtag.
 * A fact of the languages rather than the site's list, so browser code needs no table of the site's
 * languages; a unit test holds it to every right-to-left language the site has.
 */
const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

const directionOfLocale = new Map<string, boolean>();

/** Whether text in `locale` ('ar-u-nu-latn') runs right to left. */
export function isRightToLeftLocale(locale: string): boolean {
  let rightToLeft = directionOfLocale.get(locale);
  if (rightToLeft === undefined) {
    rightToLeft = RIGHT_TO_LEFT_LANGUAGES.has(new Intl.Locale(locale).language);
    directionOfLocale.set(locale, rightToLeft);
  }
  return rightToLeft;
}

/**
 * A currency sign in Latin letters ('US$') isolated left to right in a right-to-left locale: left to
 * the bidirectional algorithm, its '$' takes the line's direction and the sign is drawn '$US'.
 */
export function withLatinSignIsolated(text: string, locale: string): string {
  return isRightToLeftLocale(locale) ? text.replace(/[A-Za-z]+\$?/g, (sign) => `\u2066${sign}\u2069`) : text;
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
