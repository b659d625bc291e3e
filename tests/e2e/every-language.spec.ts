// One pass over the key pages of every language but English on a phone, from the language list: each
// page in its own words and direction, its islands answering one input with numbers written the
// language's way, axe in both themes, and no script of another language downloaded (its texts, search
// terms or hashtag words). Adding a language adds its pass here; English has the other specs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { DICTIONARIES, OWN_HASHTAGS, OWN_TEXTS } from './languageDictionaries';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type Language } from '@/data/languages';
import { countedText } from '@/lib/dictionaries';
import { formatNumber } from '@/lib/numberFormats';
import { localizedPath } from '@/lib/languagePrefix';

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The site's scripts that carry texts of a language other than English, by file name. */
const LANGUAGE_OF_SCRIPT: ReadonlyMap<string, Language> = (() => {
  const scripts = new Map<string, Language>();
  const folder = 'dist/_astro';
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(folder, name), 'utf8');
    // The language most of whose own texts and hashtags the script holds (one of another language's may
    // turn up in it as a word of its own).
    const holds = (language: Language) =>
      OWN_TEXTS[language].filter((text) => code.includes(JSON.stringify(text).slice(1, -1))).length +
      OWN_HASHTAGS[language].filter((tag) => code.includes(`\`${tag}\``) || code.includes(`"${tag}"`)).length;
    const found = OTHER_LANGUAGES.map((language) => [language, holds(language)] as const).sort((a, b) => b[1] - a[1]);
    const [owner, count] = found[0];
    if (count > 0) scripts.set(name, owner);
  }
  return scripts;
})();

/** Keeps the file name of every script the page downloads. */
function recordScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) names.push(url.pathname.split('/').pop()!);
  });
  return names;
}

/** Fails on a serious or critical axe violation, and in the dark theme on any colour rule's. */
async function expectReadableInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const failures = violations.filter(
      (v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      failures.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${page.url()} in ${colorScheme}`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('every language on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'one pass per language, on the phone project');

  test('the scripts carrying each language are told apart (the check below can fail)', () => {
    for (const language of OTHER_LANGUAGES) {
      const scripts = [...LANGUAGE_OF_SCRIPT].filter(([, owner]) => owner === language).map(([name]) => name);
      // Its search terms, its hashtag words and at least one slice of its texts fetched on first use.
      expect(
        scripts.filter((name) => name.startsWith('searchTerms')),
        `${language} search terms`,
      ).toHaveLength(1);
      expect(
        scripts.filter((name) => name.startsWith(`${language}.`)),
        `${language} hashtag words`,
      ).toHaveLength(1);
      expect(scripts.length, `scripts with ${language} texts`).toBeGreaterThan(2);
    }
  });

  for (const language of OTHER_LANGUAGES) {
    test(`${language}: key pages in its own words, islands answering, no other language loaded`, async ({ page }) => {
      test.slow();
      const t = DICTIONARIES[language];
      const { htmlLang, dir, intlLocale } = LANGUAGES[language];
      const at = (path: string) => localizedPath(path, language);
      const scripts = recordScripts(page);
      const open = async (path: string) => {
        await page.goto(at(path));
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await waitForHydration(page);
        await expect(page.locator('[data-island-error]')).toHaveCount(0);
      };

      await open('/');
      await expect(page.getByRole('link', { name: t.layout.skipToContent })).toBeAttached();
      await expectReadableInBothThemes(page);

      await open('/calculator');
      await page.getByLabel(t.calculator.island.followersLabel, { exact: true }).fill('25000');
      await expect(page.getByText(countedText(t.calculator.island.followersHint, 25_000, intlLocale))).toBeVisible();
      await expect(page.locator('[data-figure="views"]')).toHaveText(formatNumber(1250, intlLocale));
      await expectReadableInBothThemes(page);

      await open('/tools/hashtag-generator');
      await page.getByRole('textbox', { name: new RegExp(`^${t.hashtagGenerator.generator.topicLabel}`) }).fill('food');
      await page.getByRole('button', { name: t.hashtagGenerator.generator.generate }).click();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: t.hashtagGenerator.generator.generatedTitle }),
      ).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

      await open('/tutorials');
      await page.getByRole('searchbox', { name: t.tutorialListing.island.searchLabel }).fill('zzqx');
      await expect(page.getByText(t.tutorialListing.island.noMatches)).toBeVisible();

      const [topic] = t.search.island.popularTopics;
      await open(`/search?q=${encodeURIComponent(topic.query)}`);
      await expect(page.locator('[data-search-phase="ready"]')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();

      await open('/coming-soon/pro-subscription');
      await page
        .getByRole('button', { name: new RegExp(`^${t.comingSoon.vote.vote}`) })
        .first()
        .click();
      await expect(page.getByRole('button', { name: new RegExp(`^${t.comingSoon.vote.voted}`) })).toHaveCount(1);

      await page.goto(at('/no-such-page'));
      await expect(page.getByRole('heading', { level: 1, name: t.notFound.generic.heading })).toBeVisible();

      const foreign = scripts.filter((name) => {
        const owner = LANGUAGE_OF_SCRIPT.get(name);
        return owner !== undefined && owner !== language;
      });
      expect(foreign, 'scripts carrying another language').toEqual([]);
    });
  }
});
