/**
 * Numbers as a page's language writes them, through `Intl.NumberFormat`: one formatter per locale and
 * style, made on first use, since a listing or the calculator writes many numbers per render and
 * making a formatter costs far more than using one.
 */

/** A cached formatter for `options`, per locale. */
export function cachedNumberFormat(options: Intl.NumberFormatOptions = {}): (locale: string) => Intl.NumberFormat {
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

const plainNumbers = cachedNumberFormat();

/** "1,234" (and "5.5" for fractions) in en-US, "1.234" in es. */
export function formatNumber(value: number, locale: string): string {
  return plainNumbers(locale).format(value);
}
