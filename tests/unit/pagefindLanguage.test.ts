// Starting Pagefind on a named language's index where there is no document to read <html lang> from.
import { describe, expect, it } from 'vitest';
import { initPagefindInLanguage, pagefindIndexLanguages, pagefindStartFiles } from '@/scripts/pagefindLanguage';

/** Reads the language as Pagefind 1.6 does: from the document's <html lang> when init starts, else 'unknown'. */
function fakePagefind() {
  let language: string | null = null;
  return {
    language: () => language,
    init: async () => {
      const doc = (
        globalThis as {
          document?: { querySelector: (s: string) => { getAttribute: (n: string) => string | null } | null };
        }
      ).document;
      language = doc?.querySelector('html')?.getAttribute('lang') ?? 'unknown';
      await Promise.resolve();
    },
  };
}

describe('initPagefindInLanguage', () => {
  it('starts Pagefind on the named language and leaves no document behind', async () => {
    const pagefind = fakePagefind();
    await initPagefindInLanguage(pagefind, 'es');
    expect(pagefind.language()).toBe('es');
    expect('document' in globalThis).toBe(false);
  });

  it('leaves no document behind when init throws', async () => {
    const failing = {
      init: () => {
        throw new Error('no wasm');
      },
    };
    await expect(initPagefindInLanguage(failing as never, 'es')).rejects.toThrow('no wasm');
    expect('document' in globalThis).toBe(false);
  });
});

describe('pagefindIndexLanguages', () => {
  it('reads the languages of the bundle from its entry file, at the address Pagefind asks for', async () => {
    const asked: string[] = [];
    const languages = await pagefindIndexLanguages(
      async (url) => {
        asked.push(url);
        return Response.json({ version: '1.6.0', languages: { en: { page_count: 16 }, es: { page_count: 4 } } });
      },
      'https://site.test/pagefind/',
      'tag1',
    );
    expect([...languages]).toEqual(['en', 'es']);
    expect(asked).toEqual(['https://site.test/pagefind/pagefind-entry.json?ts=tag1']);
  });

  it('fails when the entry file cannot be read', async () => {
    await expect(
      pagefindIndexLanguages(async () => new Response('', { status: 404 }), 'https://site.test/pagefind/', 't'),
    ).rejects.toThrow('404');
  });
});

describe('pagefindStartFiles', () => {
  const entry = {
    languages: { en: { hash: 'en_b3b9dd9232', wasm: 'en' }, pt: { hash: 'pt_0123456789' } },
  };

  it("names an index's metadata and WebAssembly as Pagefind does from its entry file", () => {
    expect(pagefindStartFiles('https://site.test/pagefind/', entry, 'en')).toEqual([
      'https://site.test/pagefind/pagefind.en_b3b9dd9232.pf_meta',
      'https://site.test/pagefind/wasm.en.pagefind',
    ]);
    // An index without a WebAssembly of its own language runs Pagefind's language-neutral one.
    expect(pagefindStartFiles('https://site.test/pagefind/', entry, 'pt')[1]).toBe(
      'https://site.test/pagefind/wasm.unknown.pagefind',
    );
  });

  it('names nothing for a language the bundle has no index in', () => {
    expect(pagefindStartFiles('https://site.test/pagefind/', entry, 'ar')).toEqual([]);
    expect(pagefindStartFiles('https://site.test/pagefind/', {}, 'en')).toEqual([]);
  });
});
