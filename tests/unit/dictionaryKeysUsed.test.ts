// Every text of the English dictionary is read somewhere: a key no code names is a text nobody sees,
// which translators would still be asked to write. Checked by name (the key's last part must appear in
// src/ outside the dictionaries: as a property, a destructured name or a string when code picks the key
// from data), so a renamed or removed use is found however the text is reached.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@/i18n';

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Each key path of a dictionary down to its texts ('calculator.about.heading'); list items by index. */
function keyPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => keyPaths(item, [...path, key]));
  return [];
}

/** The last part of a path that code can name: not a list index, not a plural category. */
function namedPart(path: string[]): string | undefined {
  return [...path].reverse().find((part) => !/^\d+$/.test(part) && !PLURAL_CATEGORIES.has(part));
}

function sourceText(folder: string): string {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs)$/.test(entry.name))
    .filter((entry) => !join(entry.parentPath, entry.name).includes(join('src', 'i18n')))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the English dictionary', () => {
  const code = sourceText('src');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('has no text that no code reads', () => {
    const unread = keyPaths(DICTIONARIES.en)
      .filter((path) => {
        const part = namedPart(path);
        return part !== undefined && !new RegExp(`(?<![\\w-])${escape(part)}(?![\\w-])`).test(code);
      })
      .map((path) => path.join('.'));
    expect(unread).toEqual([]);
  });
});
