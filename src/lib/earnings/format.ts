/**
 * How the calculator writes money, counts and percentages: through `Intl` in the page's locale
 * ('en-US' writes "$1,235" and "5.5%", 'es' writes "1235 US$" and "5,5 %"). Amounts are US dollars in
 * every language: the rates behind them are.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/data/languages';
import { withLatinSignIsolated } from '@/lib/currency';
import { fillTemplate } from '@/lib/dictionaries';

/** The locale of pages in the default language, for callers that do not name one. */
const DEFAULT_LOCALE: string = LANGUAGES[DEFAULT_LANGUAGE].intlLocale;

/** One formatter per locale and kind, made on first use: the calculator formats a dozen figures per change. */
function cachedFormat(options: Intl.NumberFormatOptions): (locale: string) => Intl.NumberFormat {
  const byLocale = new Map<string, Intl.NumberFormat>();
  return (locale) => {
    let format = byLocale.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      byLocale.set(locale, format);
    }
    return format;
  };
}

const dollarFormat = cachedFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rateFormat = cachedFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const numberFormat = cachedFormat({});
// Up to three decimals, as a plain number shows them: 5.5 is "5.5%", never rounded to "6%".
const percentFormat = cachedFormat({ style: 'percent', maximumFractionDigits: 3 });

/** "$1,234" (en-US): whole dollars with thousands separators. */
export function formatDollars(amount: number, locale = DEFAULT_LOCALE): string {
  return withLatinSignIsolated(dollarFormat(locale).format(amount), locale);
}

/** "$0.02" (en-US): a rate, with cents. */
export function formatRate(amount: number, locale = DEFAULT_LOCALE): string {
  return withLatinSignIsolated(rateFormat(locale).format(amount), locale);
}

/** "1,234" (and "5.5" for fractions) in en-US. */
export function formatNumber(value: number, locale = DEFAULT_LOCALE): string {
  return numberFormat(locale).format(value);
}

/** "5.5%" (en-US) for 5.5 percent. */
export function formatPercent(percent: number, locale = DEFAULT_LOCALE): string {
  return percentFormat(locale).format(percent / 100);
}

/**
 * "$5", or "$3 to $6" with the language's range template ('{low} to {high}'), when the ends differ.
 */
export function dollarRange(low: number, high: number, template: string, locale = DEFAULT_LOCALE): string {
  if (low === high) return formatDollars(low, locale);
  return fillTemplate(template, { low: formatDollars(low, locale), high: formatDollars(high, locale) });
}
