/** How the calculator writes money, counts and percentages (US English). */

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rateFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('en-US');

/** "$1,234": whole dollars with thousands separators. */
export function formatDollars(amount: number): string {
  return dollarFormat.format(amount);
}

/** "$0.02": a rate, with cents. */
export function formatRate(amount: number): string {
  return rateFormat.format(amount);
}

/** "1,234" (and "5.5" for fractions). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "5.5%". */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent)}%`;
}

/** "$5" or "$3 to $6". */
export function dollarRange(low: number, high: number): string {
  return low === high ? formatDollars(low) : `${formatDollars(low)} to ${formatDollars(high)}`;
}
