// Site search in Spanish (/es/search): the page's texts, a popular search and its loading state, the
// filters with their counts, results in Spanish first and English ones labelled, related searches, the
// empty state and Clear Search, and a search from the header box. What the index finds is checked in
// Node (tests/built/siteSearch.test.ts); this is the page.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, expectNoSeriousAxeViolations, sitePath } from './fixtures';
import { dictionary as es } from '@/i18n/es';

const T = es.search.island;
const ENGLISH_LABEL = es.layout.languages.englishLabel;

const main = (page: Page) => page.getByRole('main');
const status = (page: Page) => page.locator('[data-search-status]');
const results = (page: Page) => main(page).getByRole('article');
const filters = (page: Page) => page.getByRole('group', { name: T.filterGroupLabel });
const filterButton = (page: Page, filter: keyof typeof T.filters) =>
  filters(page).getByRole('button', { name: new RegExp(`^${T.filters[filter]}\\b`) });
const count = async (page: Page, filter: keyof typeof T.filters) =>
  Number(await filterButton(page, filter).locator('[data-filter-count]').textContent());

/** Loading the search engine on a busy machine can take seconds; the assertions wait that long. */
const SETTLE_TIMEOUT_MS = 15_000;

async function settled(page: Page) {
  await expect(page.locator('[data-search-phase]')).toHaveAttribute('data-search-phase', /^(ready|idle)$/, {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

async function openSpanishSearch(page: Page, query?: string) {
  await page.goto(query === undefined ? '/es/search' : `/es/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await settled(page);
}

/** Each card is a Spanish page, or an English one marked as such (label, hreflang and lang). */
async function expectResultLanguages(page: Page) {
  const cards = await results(page).all();
  expect(cards.length).toBeGreaterThan(0);
  let englishSeen = false;
  for (const card of cards) {
    const link = card.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const label = card.locator('[data-result-language]');
    if (href.startsWith(sitePath('/es/'))) {
      expect(englishSeen, `${href}: Spanish results come before English ones`).toBe(false);
      await expect(label).toHaveCount(0);
      await expect(link).not.toHaveAttribute('hreflang');
    } else {
      englishSeen = true;
      await expect(label).toHaveText(ENGLISH_LABEL);
      await expect(link).toHaveAttribute('hreflang', 'en');
      await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
    }
  }
}

test.describe('search in Spanish', () => {
  test(
    'shows its Spanish texts and the popular searches, none wider than the screen',
    { tag: '@phone' },
    async ({ page }) => {
      await openSpanishSearch(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(/^Buscar \| /);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.heading);
      await expect(status(page)).toHaveText(T.prompt);
      await expect(page.getByRole('searchbox', { name: T.inputLabel })).toHaveAttribute(
        'placeholder',
        T.boxPlaceholder,
      );
      await expect(main(page).getByRole('heading', { name: T.popularTitle })).toBeVisible();
      const table = main(page).getByRole('table');
      await expect(table.getByRole('rowheader')).toHaveCount(5);
      for (const topic of T.popularTopics) {
        await expect(table.getByRole('button', { name: `Buscar ${topic.title}` })).toHaveText(T.popularSearch);
      }
      await expect(filters(page)).toHaveCount(0);
      // The longer Spanish words must not push the page sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousAxeViolations(page);
    },
  );

  test('a popular search sets q, shows the Spanish loading state, then results, filters and related searches', async ({
    page,
  }) => {
    // Several searches and an accessibility scan: more than the default time on a busy machine.
    test.slow();
    await openSpanishSearch(page);
    const topic = T.popularTopics[1];
    await main(page)
      .getByRole('button', { name: `Buscar ${topic.title}` })
      .click();
    await expect(main(page).getByRole('status').filter({ hasText: T.loading })).toBeVisible();
    await settled(page);
    await expect(page).toHaveURL(new RegExp(`/es/search\\?q=${encodeURIComponent(topic.query)}$`));
    await expect(status(page)).toHaveText(`Mostrando resultados para «${topic.query}»`);
    await expect(page).toHaveTitle(new RegExp(`^Resultados de búsqueda para «${topic.query}» \\| `));

    // The filters, in Spanish, All's count the sum of the others.
    await expect(filters(page).getByRole('button')).toHaveText([
      new RegExp(`^${T.filters.All}`),
      new RegExp(`^${T.filters.Tutorials}`),
      new RegExp(`^${T.filters.Trends}`),
      new RegExp(`^${T.filters.Tools}`),
    ]);
    const all = await count(page, 'All');
    expect(all).toBeGreaterThan(0);
    expect(all).toBe((await count(page, 'Tutorials')) + (await count(page, 'Trends')) + (await count(page, 'Tools')));
    await expectResultLanguages(page);

    // A filter shows its own category's cards only, named in Spanish.
    await filterButton(page, 'Tutorials').click();
    await settled(page);
    await expect(filterButton(page, 'Tutorials')).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).toHaveCount(Math.min(await count(page, 'Tutorials'), 10));
    for (const card of await results(page).all())
      await expect(card.locator('.badge').first()).toHaveText(T.filters.Tutorials);

    // Related searches are Spanish terms; one searches again.
    const related = main(page).getByRole('region', { name: T.related });
    await expect(related.getByRole('button').first()).toBeVisible();
    const chip = related.getByRole('button', { name: 'generador de hashtags' });
    await expect(chip).toBeVisible();
    await chip.click();
    await settled(page);
    await expect(status(page)).toHaveText('Mostrando resultados para «generador de hashtags»');
    await expectNoSeriousAxeViolations(page);
  });

  test("each index file is downloaded once: the Spanish index's and English's, for the untranslated entries", async ({
    page,
  }) => {
    const downloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The English engine's module and the Spanish one's differ by their query (?instance=es).
      if (url.pathname.startsWith(sitePath('/pagefind/'))) downloads.push(url.pathname + url.search);
    });
    await openSpanishSearch(page, 'algoritmo');
    await expect(results(page).first()).toBeVisible();
    expect(downloads.filter((url, index) => downloads.indexOf(url) !== index)).toEqual([]);
    const metadataLanguages = downloads.flatMap((url) => /\/pagefind\.([a-z]+)_\w+\.pf_meta$/.exec(url)?.[1] ?? []);
    expect(metadataLanguages.sort()).toEqual(['en', 'es']);
    expect(downloads.filter((url) => url.endsWith('.pagefind')).sort()).toEqual([
      sitePath('/pagefind/wasm.en.pagefind'),
      sitePath('/pagefind/wasm.es.pagefind'),
    ]);
  });

  test('the empty state, in Spanish, and Clear Search', async ({ page }) => {
    await openSpanishSearch(page, 'zzqqxxnothing');
    await expect(main(page).getByRole('heading', { name: T.emptyTitle })).toBeVisible();
    await expect(main(page).getByText('Nada coincide con «zzqqxxnothing».')).toBeVisible();
    await expect(filterButton(page, 'All').locator('[data-filter-count]')).toHaveText('0');
    await expect(main(page).getByRole('link', { name: T.browseTutorials })).toHaveAttribute('href', /\/tutorials$/);
    await main(page).getByRole('button', { name: T.clear }).click();
    await settled(page);
    await expect(status(page)).toHaveText(T.prompt);
    await expect(page).toHaveURL(/\/es\/search$/);
    await expect(main(page).getByRole('heading', { name: T.popularTitle })).toBeVisible();
  });

  test('the header box searches on the Spanish page in place', async ({ page }) => {
    await openSpanishSearch(page);
    const header = page.getByRole('banner');
    await header.getByLabel(es.layout.header.search, { exact: true }).click();
    const input = header.getByPlaceholder(es.layout.header.searchPlaceholder);
    await expect(header.locator('form[data-header-search]')).toHaveAttribute('action', sitePath('/es/search'));
    await input.fill('viral');
    await input.press('Enter');
    await settled(page);
    await expect(page).toHaveURL(/\/es\/search\?q=viral$/);
    await expect(status(page)).toHaveText('Mostrando resultados para «viral»');
    await expectResultLanguages(page);
  });
});
