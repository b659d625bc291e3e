import { describe, expect, it } from 'vitest';
import { parseThemeChoice } from '@/lib/theme';
import { THEME_CHOICES, THEME_HEAD_SCRIPT } from '@/data/theme';

describe('parseThemeChoice', () => {
  it('keeps each offered choice', () => {
    for (const { value } of THEME_CHOICES) expect(parseThemeChoice(value)).toBe(value);
  });

  it('reads anything else as system', () => {
    for (const value of [null, undefined, '', 'Dark', ' dark', '"dark"', 42, {}])
      expect(parseThemeChoice(value)).toBe('system');
  });
});

describe('the head script', () => {
  /** Runs the script against a stand-in root element and storage. */
  function run(storage: { theme?: string } | 'throws'): string | undefined {
    const root = { dataset: {} as Record<string, string> };
    const localStorage =
      storage === 'throws'
        ? new Proxy(
            {},
            {
              get: () => {
                throw new Error('blocked');
              },
            },
          )
        : storage;
    // The inline head script, run as the browser runs it, against stand-ins for storage and the document.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const headScript = new Function('localStorage', 'document', THEME_HEAD_SCRIPT) as (
      storage: unknown,
      document: { documentElement: unknown },
    ) => void;
    headScript(localStorage, { documentElement: root });
    return root.dataset.theme;
  }

  it('puts a stored light or dark choice on the root, and system for anything else', () => {
    expect(run({ theme: 'dark' })).toBe('dark');
    expect(run({ theme: 'light' })).toBe('light');
    expect(run({})).toBe('system');
    expect(run({ theme: '{broken' })).toBe('system');
    expect(run('throws')).toBe('system');
  });
});
