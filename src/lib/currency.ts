/** US-dollar amounts as the page's language writes them ('$9.99', '9,99 US$'). */

/** Cents only when the amount has them ('$0', '$9.99'), or always rounded to whole dollars ('$1,234'). */
export function formatUsd(amount: number, intlLocale: string, { wholeDollars = false } = {}): string {
  const cents = !wholeDollars && !Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}
