// What each build ships for analytics consent, read from its files: the build without a measurement id
// has no consent code, no prompt and no "Cookie settings"; the build with one (the sub-path build,
// which asks) links the prompt from every page's footer and keeps it out of every page's HTML, which
// must stay within the first round trip. Each language's words come in a file of their own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD, SUBPATH_BUILD, type BuiltSite } from './builtSite';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

const CONSENT_PROMPT = en.consent;
import { COOKIE_SETTINGS_ANCHOR } from '@/data/analytics';
import { withBase } from '@/lib/sitePaths';
import { interfaceLink } from '@/lib/languagePaths';
import { localizedPath, splitLanguagePath } from '@/lib/languagePrefix';
import { LANGUAGE_CODES } from '@/data/languages';

/** A name only the web-vitals library's attribution build holds (the element a layout shift blames). */
const VITALS_LIBRARY_MARK = 'largestShiftTarget';

const scripts = (site: BuiltSite) =>
  readdirSync(join(site.dist, '_astro'))
    .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
    .map((name) => ({ name, text: readFileSync(join(site.dist, '_astro', name), 'utf8') }));

describe('the build without a measurement id', () => {
  it('ships no consent code: no prompt, no Consent Mode command, no Google tag address', () => {
    for (const { name, text } of scripts(ROOT_BUILD)) {
      expect(text, name).not.toContain(CONSENT_PROMPT.ask.title);
      expect(text, name).not.toContain('ad_user_data');
      expect(text, name).not.toContain('googletagmanager');
      expect(name).not.toMatch(/consent/i);
    }
  });

  it('ships no Core Web Vitals reporting: not the library, not the events (0 bytes)', () => {
    for (const { name, text } of scripts(ROOT_BUILD)) {
      expect(text, name).not.toContain(VITALS_LIBRARY_MARK);
      expect(text, name).not.toContain('metric_rating');
      expect(name).not.toMatch(/vitals/i);
    }
  });

  it('has no "Cookie settings" link and no prompt in any page', () => {
    for (const page of ROOT_BUILD.pages()) {
      expect(page.html, page.route).not.toContain('data-cookie-settings');
      expect(page.html, page.route).not.toContain('consent-bar');
    }
  });
});

describe('the build that asks (a measurement id, PUBLIC_ANALYTICS_CONSENT unset)', () => {
  it('links "Cookie settings" from every page\'s footer to the section on it of the privacy page in its language', () => {
    const privacyPage = (route: string) =>
      withBase(interfaceLink('/privacy', splitLanguagePath(route).language), SUBPATH_BUILD.base);
    for (const page of SUBPATH_BUILD.pages()) {
      const href = `${privacyPage(page.route)}#${COOKIE_SETTINGS_ANCHOR}`;
      expect(page.html, page.route).toContain(`<a href="${href}" class="footer-link" data-cookie-settings>`);
    }
    for (const language of LANGUAGE_CODES)
      expect(SUBPATH_BUILD.page(privacyPage(localizedPath('/', language))).page.html).toContain(
        `id="${COOKIE_SETTINGS_ANCHOR}"`,
      );
  });

  it('keeps the Core Web Vitals library out of every page: a file of its own, loaded only once allowed', () => {
    const files = scripts(SUBPATH_BUILD);
    const library = files.filter(({ text }) => text.includes(VITALS_LIBRARY_MARK));
    expect(library).toHaveLength(1);
    for (const page of SUBPATH_BUILD.pages()) expect(page.html, page.route).not.toContain(library[0].name);
    // No file a page loads at start imports it statically (only a dynamic import() names it).
    const staticImport = new RegExp(`import[^()]*["'][^"']*${library[0].name.replace(/[.]/g, '\\.')}["']`);
    expect(files.filter(({ text }) => staticImport.test(text)).map(({ name }) => name)).toEqual([]);
  });

  it("keeps the prompt's words and styles out of the pages: they come in their own files, when it shows", () => {
    for (const page of SUBPATH_BUILD.pages()) {
      expect(page.html, page.route).not.toContain(CONSENT_PROMPT.ask.text);
      expect(page.html, page.route).not.toContain('consent-bar');
    }
    const files = scripts(SUBPATH_BUILD);
    for (const words of [en.consent, es.consent]) {
      const prompt = files.filter(({ text }) => text.includes(words.ask.text));
      expect(prompt.map(({ name }) => name)).toEqual([expect.stringMatching(/^consent\.[\w-]+\.js$/)]);
      // One language a file: the other language's words are not in it.
      const other = words === en.consent ? es.consent : en.consent;
      expect(prompt[0]?.text).not.toContain(other.ask.title);
    }
    expect(files.filter(({ text }) => text.includes('.consent-bar{')).map(({ name }) => name)).toEqual([
      expect.stringMatching(/^consentPrompt\.[\w-]+\.css$/),
    ]);
  });
});
