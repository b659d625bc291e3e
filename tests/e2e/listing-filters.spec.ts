// The filters of the two listings, /tutorials (TutorialBrowser) and /trends (TrendFilters), which behave
// alike: a search box and category buttons that combine, kept in the URL (typing adds no history entry,
// a category does; reload, back and forward restore), an empty result with Clear Filters, linked and odd
// parameters, and one page view per filter change. Each test runs for both, from the table below; what
// only one listing has (the tutorials' layout and pictures, the trends' Pro teaser) stays in its own spec.
import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, expectNoSeriousAxeViolations, installClock } from './fixtures';
import { pageViewPaths } from './pageViews';
import { PAGE_VIEW_SETTLE_MS } from '@/data/analytics';
import { URL_WRITE_DELAY_MS } from '@/data/uiTimings';

interface Entry {
  id: string;
  title: string;
  category: string;
}

/** A collection's entries as authored (src/content/{folder}), newest first: the listings' order. */
function readCollection(folder: string, dateField: string): Entry[] {
  return readdirSync(`src/content/${folder}`)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const frontmatter = readFileSync(`src/content/${folder}/${file}`, 'utf8').split('---')[1];
      const field = (name: string) => frontmatter.match(new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm'))?.[1];
      return {
        entry: { id: file.replace(/\.mdx?$/, ''), title: field('title')!, category: field('category')! },
        date: Date.parse(field(dateField)!),
      };
    })
    .sort((a, b) => b.date - a.date)
    .map(({ entry }) => entry);
}

/** A value as typed or clicked, and as it must appear in the address (form-encoded). */
interface UrlValue {
  value: string;
  param: string;
}

/** What differs between the two listings; the expected matches are facts of the content in src/content. */
interface Listing {
  route: '/tutorials' | '/trends';
  searchLabel: string;
  /** The category buttons after All, in order. */
  categories: string[];
  /** The cards the list shows. */
  cards: (page: Page) => Locator;
  /** The line that counts the matches, and its text for a count. */
  countLine: (page: Page) => Locator;
  countText: (count: number) => string;
  noMatches: string;
  /** The entries, newest first. */
  entries: Entry[];
  /** How many matching cards the list shows (the trends beyond it are locked in the Pro teaser). */
  shownAtMost: number;
  /** Search texts, each with the ids it matches in list order and the part of an entry it is found in. */
  searches: (UrlValue & { ids: string[]; foundIn: string })[];
  /** A category, a search text that also matches outside it, the ids of both together (fewer than either alone). */
  category: UrlValue;
  query: UrlValue;
  combined: string[];
  /** A category in which that search text matches nothing, though each matches on its own. */
  emptyCategory: UrlValue;
}

const LISTINGS: Listing[] = [
  {
    route: '/tutorials',
    searchLabel: 'Search tutorials',
    categories: ['Growth Strategy', 'Monetization', 'Content Creation', 'Safety'],
    cards: (page) => page.getByRole('region', { name: 'All Tutorials' }).getByRole('article'),
    countLine: (page) => page.getByRole('region', { name: 'All Tutorials' }).getByText(/ available$/),
    countText: (count) => `${count} ${count === 1 ? 'tutorial' : 'tutorials'} available`,
    noMatches: 'No tutorials found matching your criteria.',
    entries: readCollection('tutorials', 'date'),
    shownAtMost: Infinity,
    searches: [
      { value: 'ALGORITHM', param: 'ALGORITHM', ids: ['tiktok-algorithm-explained'], foundIn: 'a title, in any case' },
      { value: 'media kit', param: 'media+kit', ids: ['brand-partnership-guide'], foundIn: 'a description only' },
    ],
    category: { value: 'Monetization', param: 'Monetization' },
    // "step" is in the creator fund guide (Monetization) and the safety guide (Safety).
    query: { value: 'step', param: 'step' },
    combined: ['creator-fund-application'],
    emptyCategory: { value: 'Content Creation', param: 'Content+Creation' },
  },
  {
    route: '/trends',
    searchLabel: 'Search trends',
    categories: ['Comedy', 'Fashion', 'Food & Cooking', 'Lifestyle', 'Beauty', 'Home & Lifestyle'],
    cards: (page) => page.locator('[data-trend-grid] > li'),
    countLine: (page) => page.locator('[data-trend-count]'),
    countText: (count) => (count === 1 ? '1 trend matches' : `${count} trends match`),
    noMatches: 'No trends found matching your criteria.',
    entries: readCollection('trends', 'dateSpotted'),
    shownAtMost: 3,
    searches: [
      { value: 'DUET', param: 'DUET', ids: ['duet-challenges'], foundIn: 'a title, in any case' },
      { value: 'one wardrobe', param: 'one+wardrobe', ids: ['ai-outfit-transitions'], foundIn: 'a description only' },
      { value: '#AmazonFinds', param: '%23AmazonFinds', ids: ['kitchen-gadget-reviews'], foundIn: 'a hashtag only' },
    ],
    category: { value: 'Home & Lifestyle', param: 'Home+%26+Lifestyle' },
    // "honest" is in Kitchen Gadget Reviews (Home & Lifestyle) and Morning Routines 2024 (Lifestyle).
    query: { value: 'honest', param: 'honest' },
    combined: ['kitchen-gadget-reviews'],
    emptyCategory: { value: 'Beauty', param: 'Beauty' },
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address is the listing's with exactly this query string ('' for none). */
const address = (route: string, search = '') => new RegExp(`${escapeRegExp(`${route}${search}`)}$`);
const categoryGroup = (page: Page) => page.getByRole('group', { name: 'Filter by category' });
const categoryButtons = (page: Page) => categoryGroup(page).getByRole('button');
const categoryButton = (page: Page, name: string) => categoryGroup(page).getByRole('button', { name, exact: true });

for (const listing of LISTINGS) {
  const { route, categories, cards, countLine, countText, noMatches, entries, category, query, emptyCategory } =
    listing;
  const titles = (page: Page) => cards(page).getByRole('heading');
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: listing.searchLabel });
  const titlesOf = (ids: string[]) => ids.map((id) => entries.find((entry) => entry.id === id)!.title);
  const inCategory = entries.filter((entry) => entry.category === category.value);

  /** The list shows these matches' titles (as many as it shows of them) and counts them all. */
  async function expectListed(page: Page, matches: string[]) {
    await expect(titles(page)).toHaveText(matches.slice(0, listing.shownAtMost));
    await expect(countLine(page)).toHaveText(countText(matches.length));
  }
  const allTitles = entries.map((entry) => entry.title);
  const categoryTitles = inCategory.map((entry) => entry.title);
  const expectUnfiltered = (page: Page) => expectListed(page, allTitles);
  const expectCategoryOnly = (page: Page) => expectListed(page, categoryTitles);
  const expectCombined = (page: Page) => expectListed(page, titlesOf(listing.combined));

  async function expectSelected(page: Page, name: string) {
    await expect(categoryButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    for (const other of ['All', ...categories].filter((button) => button !== name)) {
      await expect(categoryButton(page, other)).toHaveAttribute('aria-pressed', 'false');
    }
  }

  async function open(page: Page, search = '') {
    await page.goto(`${route}${search}`);
    await waitForHydration(page);
  }

  test.describe(`${route} filters`, () => {
    test('the content facts hold: each example narrows the list', () => {
      // Guards the table, so that the tests below cannot pass on a filter that does nothing.
      expect(inCategory.length).toBeGreaterThan(listing.combined.length);
      expect(inCategory.length).toBeLessThan(entries.length);
      expect(listing.combined.length).toBeGreaterThan(0);
      expect(entries.filter((entry) => entry.category === emptyCategory.value).length).toBeGreaterThan(0);
      for (const id of listing.combined) {
        expect(inCategory.map((entry) => entry.id)).toContain(id);
      }
    });

    test(
      'shows the category buttons with All selected and highlighted; a click moves both',
      { tag: '@phone' },
      async ({ page }) => {
        await open(page);
        await expect(categoryButtons(page)).toHaveText(['All', ...categories]);
        await expectSelected(page, 'All');
        const colours = await categoryButtons(page).evaluateAll((buttons) =>
          buttons.map((button) => getComputedStyle(button).backgroundColor),
        );
        const [selected, unselected] = colours;
        expect(selected).not.toBe(unselected);
        expect(new Set(colours.slice(1))).toEqual(new Set([unselected]));

        await categoryButton(page, category.value).click();
        await expectSelected(page, category.value);
        await expect(categoryButton(page, category.value)).toHaveCSS('background-color', selected);
        await expect(categoryButton(page, 'All')).toHaveCSS('background-color', unselected);
      },
    );

    test('searches case-insensitively, keeping the text in the URL without new history entries', async ({ page }) => {
      await open(page);
      await expectUnfiltered(page);
      const entriesBefore = await page.evaluate(() => history.length);
      for (const search of listing.searches) {
        await test.step(`"${search.value}" is found in ${search.foundIn}`, async () => {
          await searchBox(page).fill(search.value);
          await expectListed(page, titlesOf(search.ids));
          await expect(page).toHaveURL(address(route, `?q=${search.param}`));
        });
      }
      expect(await page.evaluate(() => history.length)).toBe(entriesBefore);

      const last = listing.searches.at(-1)!;
      await page.reload();
      await waitForHydration(page);
      await expect(searchBox(page)).toHaveValue(last.value);
      await expectListed(page, titlesOf(last.ids));
    });

    test('filters by category, combines it with the search, and reload, back and forward restore each state', async ({
      page,
    }) => {
      await open(page);
      await categoryButton(page, category.value).click();
      await expectSelected(page, category.value);
      await expectCategoryOnly(page);
      await expect(page).toHaveURL(address(route, `?category=${category.param}`));

      await searchBox(page).fill(query.value);
      await expectCombined(page);
      await expect(page).toHaveURL(address(route, `?category=${category.param}&q=${query.param}`));

      await page.reload();
      await waitForHydration(page);
      await expect(searchBox(page)).toHaveValue(query.value);
      await expectSelected(page, category.value);
      await expectCombined(page);

      await categoryButton(page, emptyCategory.value).click();
      await expect(page).toHaveURL(address(route, `?category=${emptyCategory.param}&q=${query.param}`));
      await expectSelected(page, emptyCategory.value);
      await expect(page.getByText(noMatches)).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(address(route, `?category=${category.param}&q=${query.param}`));
      await expectSelected(page, category.value);
      await expect(searchBox(page)).toHaveValue(query.value);
      await expectCombined(page);

      await page.goBack();
      await expect(page).toHaveURL(address(route));
      await expectSelected(page, 'All');
      await expect(searchBox(page)).toHaveValue('');
      await expectUnfiltered(page);

      await page.goForward();
      await expectSelected(page, category.value);
      await expect(searchBox(page)).toHaveValue(query.value);
      await expectCombined(page);

      // Leaving for an entry and coming back keeps the filter.
      const [first] = listing.combined;
      await titles(page)
        .getByRole('link', { name: titlesOf([first])[0] })
        .click();
      await expect(page).toHaveURL(address(`${route}/${first}`));
      await page.goBack();
      await waitForHydration(page);
      await expect(searchBox(page)).toHaveValue(query.value);
      await expectSelected(page, category.value);
      await expectCombined(page);
    });

    test('an empty result offers Clear Filters, which empties the search and selects All', async ({ page }) => {
      // Each of the two matches on its own; together they match nothing.
      await open(page, `?q=${query.param}&category=${emptyCategory.param}`);
      await expect(page.getByText(noMatches)).toBeVisible();
      await expectListed(page, []);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(address(route));
      await expect(searchBox(page)).toHaveValue('');
      await expect(searchBox(page)).toBeFocused();
      await expectSelected(page, 'All');
      await expectUnfiltered(page);
      await expect(page.getByText(noMatches)).toBeHidden();
    });

    test('a linked filter applies on load, its category in any case', async ({ page }) => {
      await open(page, `?category=${category.param}`);
      await expectSelected(page, category.value);
      await expect(searchBox(page)).toHaveValue('');
      await expectCategoryOnly(page);

      await open(page, `?category=${encodeURIComponent(category.value.toLowerCase())}&q=${query.param}`);
      await expectSelected(page, category.value);
      await expect(searchBox(page)).toHaveValue(query.value);
      await expectCombined(page);
    });

    test('odd parameters fall back to the defaults; markup in the search text stays text', async ({ page }) => {
      await open(page, '?category=%E0%A4%A&q=');
      await expectSelected(page, 'All');
      await expect(searchBox(page)).toHaveValue('');
      await expectUnfiltered(page);

      // An unknown category means All; of two search texts the first counts ("2" would match a trend).
      await open(page, '?category=Nope&q=%E0%A4%A&q=2&utm_source=x');
      await expectSelected(page, 'All');
      await expect(page.getByText(noMatches)).toBeVisible();
      await expectListed(page, []);

      // Shown in the box and searched for, never run.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await open(page, '?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
      await expect(searchBox(page)).toHaveValue('<img src=x onerror=alert(1)>');
      await expect(page.getByText(noMatches)).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    });

    test("keeps other parties' parameters in place while the filter changes", async ({ page }) => {
      await open(page, `?utm_source=mail&category=${encodeURIComponent(category.value.toLowerCase())}`);
      await expectSelected(page, category.value);
      await expectCategoryOnly(page);
      await categoryButton(page, emptyCategory.value).click();
      await expectSelected(page, emptyCategory.value);
      await expect(page).toHaveURL(address(route, `?utm_source=mail&category=${emptyCategory.param}`));
      await searchBox(page).fill(query.value);
      await expect(page).toHaveURL(address(route, `?utm_source=mail&category=${emptyCategory.param}&q=${query.param}`));
    });

    test('counts a page view per filter change, back and forward included, none for a jump within the page', async ({
      page,
    }) => {
      const views = () => pageViewPaths(page);
      const searched = `${route}?q=${query.param}`;
      const filtered = `${route}?q=${query.param}&category=${category.param}`;
      const clock = await installClock(page);
      await open(page);
      // Typing reaches the address once it pauses: one page view for the whole word. The page's clock
      // stands still while the word is typed, so no wait between two keys, however slow the machine,
      // is a pause; the clock then runs past the wait that writes the address.
      await clock.stop();
      await searchBox(page).pressSequentially(query.value);
      await page.clock.runFor(URL_WRITE_DELAY_MS);
      await page.clock.resume();
      await expect.poll(views).toEqual([route, searched]);
      await categoryButton(page, category.value).click();
      await expect.poll(views).toEqual([route, searched, filtered]);

      // The jump's popstate comes before its hashchange: once hashchange is heard, the islands have seen it.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            addEventListener('hashchange', resolve, { once: true });
            window.location.hash = 'main';
          }),
      );
      await expect(page).toHaveURL(/#main$/);
      // The trends count a page view once the address has been still for PAGE_VIEW_SETTLE_MS.
      await page.clock.runFor(PAGE_VIEW_SETTLE_MS);
      expect(await views()).toEqual([route, searched, filtered]);

      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(address(route, `?q=${query.param}`));
      await expectSelected(page, 'All');
      await expect.poll(views).toEqual([route, searched, filtered, searched]);
      await page.goForward();
      await expect(page).toHaveURL(address(route, `?q=${query.param}&category=${category.param}`));
      await expectSelected(page, category.value);
      await expect.poll(views).toEqual([route, searched, filtered, searched, filtered]);
    });
  });
}
