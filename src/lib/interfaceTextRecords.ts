/**
 * Whether a language's interface texts keep up with the English dictionary: each translated dictionary
 * has a record (src/i18n/<language>/translatedFrom.json) of the fingerprint of every English text its
 * texts were translated from, by key; a key whose English text has changed since (or that the record
 * lacks) is outdated in that language, until its text is reviewed and marked current
 * (`npm run translations -- --mark-texts <language> [key...]`). The build warns with the list.
 */
import { textFingerprint } from './translationRecords';

/** A record: the English text's fingerprint by key ('calculator.island.share', 'trend.buttons.views.one'). */
export type InterfaceTextRecord = Readonly<Record<string, string>>;

/** Every text of a dictionary by its key: groups by '.', list items by '[i]', counted texts by their forms. */
export function dictionaryTexts(dictionary: unknown, path = ''): Record<string, string> {
  if (typeof dictionary === 'string') return { [path]: dictionary };
  const parts: [string, unknown][] = Array.isArray(dictionary)
    ? dictionary.map((item: unknown, index) => [`${path}[${index}]`, item])
    : typeof dictionary === 'object' && dictionary !== null
      ? Object.entries(dictionary).map(([key, value]) => [path ? `${path}.${key}` : key, value])
      : [];
  return Object.fromEntries(parts.flatMap(([key, value]) => Object.entries(dictionaryTexts(value, key))));
}

/** The record that marks every text of `english` (or only `keys` of it) current, over `previous`. */
export function interfaceTextRecord(
  english: unknown,
  previous: InterfaceTextRecord = {},
  keys?: readonly string[],
): Record<string, string> {
  const texts = dictionaryTexts(english);
  const marked = keys
    ? Object.keys(texts).filter((key) =>
        keys.some((wanted) => key === wanted || key.startsWith(`${wanted}.`) || key.startsWith(`${wanted}[`)),
      )
    : Object.keys(texts);
  const record: Record<string, string> = {};
  for (const key of Object.keys(texts).sort())
    if (marked.includes(key)) record[key] = textFingerprint(texts[key]);
    else if (previous[key] !== undefined) record[key] = previous[key];
  return record;
}

/** The keys of `english` whose text has changed since `record` was written (or that it lacks), sorted. */
export function outdatedTexts(english: unknown, record: InterfaceTextRecord): string[] {
  return Object.entries(dictionaryTexts(english))
    .filter(([key, text]) => record[key] !== textFingerprint(text))
    .map(([key]) => key)
    .sort();
}
