/**
 * The rules every language's dictionary follows: its shape is the English dictionary's (every key, text
 * where English has text, lists of the same length), texts fill `{name}` placeholders, and counted texts
 * choose their form by the language's plural rules.
 */

import { formatNumber } from './numberFormats';

/** The plural categories of `Intl.PluralRules`, as CLDR names them. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A text that depends on a count: one form for each plural category the language uses (its
 * `Intl.PluralRules` categories, exactly; 'other' always). A category left out on purpose is named in
 * `omitted` with the reason, next to the text; the build stops on any other missing or extra form.
 */
export interface PluralTexts {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
  omitted?: Partial<Record<PluralCategory, string>>;
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

/** One `Intl.PluralRules` per locale, made on first use: a listing asks for a plural form per card. */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(intlLocale: string): Intl.PluralRules {
  let rules = pluralRules.get(intlLocale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale);
    pluralRules.set(intlLocale, rules);
  }
  return rules;
}

/**
 * The form of `texts` for `count` under the language's plural rules (`Intl.PluralRules`), with `{count}`
 * filled by `shownCount` (the count as the page writes it) or the plain number, and any other
 * placeholders from `values`.
 */
export function pluralText(
  texts: PluralTexts,
  count: number,
  intlLocale: string,
  shownCount?: string,
  values: Record<string, string | number> = {},
): string {
  const form = texts[pluralRulesOf(intlLocale).select(count)] ?? texts.other;
  return fillTemplate(form, { ...values, count: shownCount ?? String(count) });
}

/**
 * The form of `texts` for `count`, with {count} written as the page's language writes numbers and its
 * other placeholders filled from `values`.
 */
export function countedText(
  texts: PluralTexts,
  count: number,
  intlLocale: string,
  values: Record<string, string | number> = {},
): string {
  return pluralText(texts, count, intlLocale, formatNumber(count, intlLocale), values);
}

const PLURAL_CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A group of plural forms: only plural categories as keys ('omitted' besides), 'other' among them. */
export function isPluralTexts(value: unknown): value is PluralTexts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries: [string, unknown][] = Object.entries(value);
  return (
    Object.hasOwn(value, 'other') &&
    entries.every(([key, text]) =>
      key === 'omitted'
        ? typeof text === 'object' && text !== null && Object.keys(text).every((name) => PLURAL_CATEGORIES.has(name))
        : PLURAL_CATEGORIES.has(key) && typeof text === 'string',
    )
  );
}

/**
 * Where the counted texts of `translation` (at the places `source` has counted texts) do not give
 * exactly the plural categories of `intlLocale`: a missing form ('trend.buttons.views: no 'few' form'),
 * a form the language never uses, or an omission named without a reason.
 */
export function pluralFormProblems(source: unknown, translation: unknown, intlLocale: string, path = ''): string[] {
  if (isPluralTexts(source)) {
    if (!isPluralTexts(translation)) return [];
    const categories = pluralRulesOf(intlLocale).resolvedOptions().pluralCategories as string[];
    const omitted = translation.omitted ?? {};
    const at = path || '(root)';
    return [
      ...categories
        .filter((category) => !Object.hasOwn(translation, category) && !omitted[category as PluralCategory]?.trim())
        .map((category) => `${at}: no '${category}' form (${intlLocale} uses ${categories.join(', ')})`),
      ...Object.keys(translation)
        .filter((key) => key !== 'omitted' && !categories.includes(key))
        .map((key) => `${at}: a '${key}' form, which ${intlLocale} never uses (it uses ${categories.join(', ')})`),
    ];
  }
  if (typeof source !== 'object' || source === null || typeof translation !== 'object' || translation === null)
    return [];
  return Object.keys(source).flatMap((key) =>
    pluralFormProblems(
      (source as Record<string, unknown>)[key],
      (translation as Record<string, unknown>)[key],
      intlLocale,
      Array.isArray(source) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
    ),
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
