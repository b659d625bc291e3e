/**
 * How the calculator writes money, counts and percentages: through `Intl` in the page's locale
 * ('en-US' writes "$1,235" and "5.5%", 'es' writes "1235 US$" and "5,5 %"). Amounts are US dollars in
 * every language: the rates behind them are.
 */
import { withLatinSignIsolated } from '@/lib/currency';
import { fillTemplate } from '@/lib/dictionaries';
import { cachedNumberFormat } from '@/lib/numberFormats';

const dollarFormat = cachedNumberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rateFormat = cachedNumberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
// Up to three decimals, as a plain number shows them: 5.5 is "5.5%", never rounded to "6%".
const percentFormat = cachedNumberFormat({ style: 'percent', maximumFractionDigits: 3 });

/** "$1,234" (en-US): whole dollars with thousands separators. */
export function formatDollars(amount: number, locale: string): string {
  return withLatinSignIsolated(dollarFormat(locale).format(amount), locale);
}

/** "$0.02" (en-US): a rate, with cents. */
export function formatRate(amount: number, locale: string): string {
  return withLatinSignIsolated(rateFormat(locale).format(amount), locale);
}

/** "5.5%" (en-US) for 5.5 percent. */
export function formatPercent(percent: number, locale: string): string {
  return percentFormat(locale).format(percent / 100);
}

/**
 * "$5", or "$3 to $6" with the language's range template ('{low} to {high}'), when the ends differ.
 */
export function dollarRange(low: number, high: number, template: string, locale: string): string {
  if (low === high) return formatDollars(low, locale);
  return fillTemplate(template, { low: formatDollars(low, locale), high: formatDollars(high, locale) });
}
