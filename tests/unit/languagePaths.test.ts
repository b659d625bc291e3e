import { describe, expect, it } from 'vitest';
import { interfaceLink, interfacePageLanguages, languageRoutes, switcherPath } from '@/lib/languagePaths';
import { localizedPath, splitLanguagePath } from '@/lib/languagePrefix';
import { withBase, withoutBase } from '@/lib/sitePaths';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/data/languages';

const without = (...excluded: string[]) => LANGUAGE_CODES.filter((code) => !excluded.includes(code));

describe('localizedPath', () => {
  it('keeps English at the root', () => {
    expect(localizedPath('/calculator', 'en')).toBe('/calculator');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('puts other languages under their prefix, the home page with its slash', () => {
    expect(localizedPath('/calculator', 'es')).toBe('/es/calculator');
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/search?q=viral', 'es')).toBe('/es/search?q=viral');
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(localizedPath('https://example.com/x', 'es')).toBe('https://example.com/x');
    expect(localizedPath('//cdn.example.com/x', 'es')).toBe('//cdn.example.com/x');
  });
});

describe('splitLanguagePath', () => {
  it('reads the language prefix and the English path behind it', () => {
    expect(splitLanguagePath('/es/calculator')).toEqual({ language: 'es', path: '/calculator' });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/es')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/es?q=1')).toEqual({ language: 'es', path: '/?q=1' });
    expect(splitLanguagePath('/es/trends/duet-challenges/')).toEqual({
      language: 'es',
      path: '/trends/duet-challenges/',
    });
  });

  it('takes a path without a known prefix as English', () => {
    expect(splitLanguagePath('/calculator')).toEqual({ language: 'en', path: '/calculator' });
    expect(splitLanguagePath('/')).toEqual({ language: 'en', path: '/' });
    // 'en' is the root, never a prefix; 'esx' and 'fr' are not languages of the site.
    expect(splitLanguagePath('/en/calculator')).toEqual({ language: 'en', path: '/en/calculator' });
    expect(splitLanguagePath('/esx/calculator')).toEqual({ language: 'en', path: '/esx/calculator' });
    expect(splitLanguagePath('/fr/')).toEqual({ language: 'en', path: '/fr/' });
  });

  it('is the inverse of localizedPath for every language, under a base path too', () => {
    const paths = ['/', '/calculator', '/tutorials/page/2', '/coming-soon/pro-subscription', '/search?q=x', '/#top'];
    for (const language of LANGUAGE_CODES)
      for (const path of paths)
        for (const base of ['/', '/creator-hub/']) {
          const address = withBase(localizedPath(path, language), base);
          expect(splitLanguagePath(withoutBase(address, base))).toEqual({ language, path });
        }
  });

  it('reads a code of any length whole, never a prefix of a longer segment', () => {
    for (const language of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      expect(splitLanguagePath(`/${language}x/calculator`).language).toBe(DEFAULT_LANGUAGE);
      expect(splitLanguagePath(`/${language}-x/`).language).toBe(DEFAULT_LANGUAGE);
    }
    // A path segment that merely looks like a language code ('/tools', '/id-card') is English.
    expect(splitLanguagePath('/tools/hashtag-generator')).toEqual({ language: 'en', path: '/tools/hashtag-generator' });
  });
});

describe('interfacePageLanguages', () => {
  const untranslated = { en: [], es: ['/search', '/coming-soon/*'], ar: ['/pricing'] };

  it('builds a page in every language but those it is listed as untranslated in', () => {
    expect(interfacePageLanguages('/calculator', untranslated)).toEqual(LANGUAGE_CODES);
    expect(interfacePageLanguages('/search', untranslated)).toEqual(without('es'));
    expect(interfacePageLanguages('/search?q=x', untranslated)).toEqual(without('es'));
    expect(interfacePageLanguages('/pricing', untranslated)).toEqual(without('ar'));
  });

  it("matches '*' against one path segment only", () => {
    expect(interfacePageLanguages('/coming-soon/pro-subscription', untranslated)).toEqual(without('es'));
    expect(interfacePageLanguages('/coming-soon', untranslated)).toEqual(LANGUAGE_CODES);
    expect(interfacePageLanguages('/coming-soon/a/b', untranslated)).toEqual(LANGUAGE_CODES);
  });

  it('is every language once nothing is left untranslated', () => {
    expect(interfacePageLanguages('/', {})).toEqual(LANGUAGE_CODES);
  });
});

describe('languageRoutes', () => {
  it('gives English no route parameter and every other language its code', () => {
    expect(languageRoutes(['en', 'es'])).toEqual([{ params: { lang: undefined } }, { params: { lang: 'es' } }]);
  });
});

describe('interfaceLink and switcherPath', () => {
  it('link to the English page of an interface page that is not built in the language', () => {
    const languages = interfacePageLanguages('/calculator');
    expect(interfaceLink('/calculator', 'es')).toBe(languages.includes('es') ? '/es/calculator' : '/calculator');
    expect(interfaceLink('/calculator', 'en')).toBe('/calculator');
  });

  it('switch to the same page when it exists in the target language', () => {
    expect(switcherPath('/trends/duet-challenges', ['en', 'es'], 'es')).toBe('/es/trends/duet-challenges');
    expect(switcherPath('/es-only', ['es', 'en'], 'en')).toBe('/es-only');
  });

  it("switch to the section's listing, else home, when the page has no version there", () => {
    const home = interfacePageLanguages('/').includes('es') ? '/es/' : undefined;
    const listing = interfacePageLanguages('/tutorials').includes('es') ? '/es/tutorials' : home;
    expect(switcherPath('/tutorials/untranslated-guide', ['en'], 'es')).toBe(listing);
    expect(switcherPath('/nowhere-section/x', ['en'], 'es')).toBe(home);
  });
});
