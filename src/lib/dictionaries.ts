/**
 * The rules every language's dictionary follows: its shape is the English dictionary's (every key, text
 * where English has text, lists of the same length), texts fill `{name}` placeholders, and counted texts
 * choose their form by the language's plural rules.
 */

/** A text that depends on a count: one form per plural category the language uses ('other' always). */
export interface PluralTexts {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** The shape a translation of `Source` must have: the same keys, any text where the source has text. */
export type DictionaryShape<Source> = Source extends string
  ? string
  : Source extends readonly (infer Item)[]
    ? readonly DictionaryShape<Item>[]
    : // Counted texts: each language gives the plural categories it has (Arabic all six).
      Source extends PluralTexts
      ? PluralTexts
      : Source extends object
        ? { readonly [Key in keyof Source]: DictionaryShape<Source[Key]> }
        : Source;

/** '{count} tutorials' with { count: '3' } -> '3 tutorials'. A placeholder without a value stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The form of `texts` for `count` under the language's plural rules (`Intl.PluralRules`), with `{count}`
 * filled by `shownCount` (the count as the page writes it) or the plain number, and the sentence's other
 * placeholders by `values` ('{rate} in {count} days'; a second number too, worded so that no noun
 * counted by it follows it).
 */
export function pluralText(
  texts: PluralTexts,
  count: number,
  intlLocale: string,
  shownCount?: string,
  values: Record<string, string | number> = {},
): string {
  const category = new Intl.PluralRules(intlLocale).select(count);
  const form = texts[category] ?? texts.other;
  return fillTemplate(form, { ...values, count: shownCount ?? String(count) });
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A group of plural forms: only plural categories as keys, 'other' among them. */
export function isPluralTexts(value: unknown): value is PluralTexts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('other') &&
    keys.every((key) => PLURAL_CATEGORIES.has(key) && typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

const describe = (value: unknown) => (Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value);

/**
 * Where `translation` departs from the shape of `source`: each missing or extra key and each value of
 * another kind, as a dotted path with what is wrong ('calculator.share: missing'). Empty when it fits.
 */
export function dictionaryMismatches(source: unknown, translation: unknown, path = ''): string[] {
  const at = path || '(root)';
  if (typeof source === 'string')
    return typeof translation === 'string' ? [] : [`${at}: expected text, found ${describe(translation)}`];
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return [`${at}: expected a list, found ${describe(translation)}`];
    if (translation.length !== source.length)
      return [`${at}: expected ${source.length} items, found ${translation.length}`];
    return source.flatMap((item, index) => dictionaryMismatches(item, translation[index], `${path}[${index}]`));
  }
  // Each language has its own plural categories (Spanish 'one', 'many', 'other'; Arabic all six).
  if (isPluralTexts(source))
    return isPluralTexts(translation)
      ? []
      : [`${at}: expected plural forms with 'other', found ${describe(translation)}`];
  if (typeof source === 'object' && source !== null) {
    if (typeof translation !== 'object' || translation === null || Array.isArray(translation))
      return [`${at}: expected a group of texts, found ${describe(translation)}`];
    const sourceKeys = Object.keys(source);
    const extra = Object.keys(translation)
      .filter((key) => !Object.hasOwn(source, key))
      .map((key) => `${path ? `${path}.` : ''}${key}: not in the English dictionary`);
    const missing = sourceKeys.flatMap((key) => {
      const keyPath = path ? `${path}.${key}` : key;
      if (!Object.hasOwn(translation, key)) return [`${keyPath}: missing`];
      return dictionaryMismatches(
        (source as Record<string, unknown>)[key],
        (translation as Record<string, unknown>)[key],
        keyPath,
      );
    });
    return [...missing, ...extra];
  }
  return typeof translation === typeof source
    ? []
    : [`${at}: expected ${describe(source)}, found ${describe(translation)}`];
}
