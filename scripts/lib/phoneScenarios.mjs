// What a visitor does on each island page in the phone benchmark. Input goes through the DevTools
// protocol without waiting for the page between events, as a finger or a held key does: a slow page
// sees the events queue up, and their Event Timing durations include the wait.
import { languageList, loadDictionary } from './siteModules.mjs';

/** Milliseconds between the events of a held key or a drag (about 30 a second). */
const EVENT_INTERVAL_MS = 33;
/** Milliseconds between the keys of someone typing quickly. */
const TYPING_INTERVAL_MS = 80;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const KEY_CODES = { ArrowRight: 39, ArrowLeft: 37 };

/** Holds `key` down for `count` auto-repeated key events, then releases it. */
async function holdKey(cdp, key, count) {
  const code = { key, code: key, windowsVirtualKeyCode: KEY_CODES[key], nativeVirtualKeyCode: KEY_CODES[key] };
  const sent = [];
  for (let i = 0; i < count; i++) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...code, autoRepeat: i > 0 }));
    await sleep(EVENT_INTERVAL_MS);
  }
  sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...code }));
  await Promise.all(sent);
}

/** Types `text` one character at a time, as quickly as a practised thumb. */
async function typeText(cdp, text) {
  const sent = [];
  for (const character of text) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: character, text: character }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character }));
    await sleep(TYPING_INTERVAL_MS);
  }
  await Promise.all(sent);
}

/** The points of a horizontal drag across `box` from `fromFraction` to `toFraction` of its width. */
function dragPath(box, fromFraction, toFraction, steps = 20) {
  const y = box.y + box.height / 2;
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: box.x + box.width * (fromFraction + ((toFraction - fromFraction) * i) / steps),
    y,
  }));
}

async function dragWithMouse(cdp, points) {
  const sent = [];
  const [first, ...rest] = points;
  sent.push(
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...first, button: 'left', buttons: 1, clickCount: 1 }),
  );
  for (const point of rest) {
    await sleep(EVENT_INTERVAL_MS);
    sent.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point, button: 'left', buttons: 1 }));
  }
  const last = points.at(-1);
  sent.push(
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...last, button: 'left', buttons: 0, clickCount: 1 }),
  );
  await Promise.all(sent);
}

async function dragWithTouch(cdp, points) {
  const sent = [];
  const [first, ...rest] = points;
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] }));
  for (const point of rest) {
    await sleep(EVENT_INTERVAL_MS);
    sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] }));
  }
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  await Promise.all(sent);
}

/** A tap with one finger at `point`, as the screen reports it. */
async function tapAt(cdp, point) {
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}

/**
 * Scrolls `locator` to the middle of the screen, where a visitor brings what they are about to use.
 * Scrolled only as far as needed, a control sits on the screen's bottom edge, and there desktop
 * Chromium (not its headless shell) held the paint after a tap or a key for 300 to 1,000 ms with the
 * main thread idle and nothing to raster: a measure of where the page was scrolled, not of its code.
 */
async function bringToMiddle(locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** The middle of `locator` once scrolled to the middle of the screen. */
async function centreOf(locator) {
  await bringToMiddle(locator);
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Prepares a tap on `locator`: found and scrolled to before, only the tap itself measured. */
function tap(cdp, locator) {
  return async () => {
    const point = await centreOf(locator);
    return () => tapAt(cdp, point);
  };
}

/** Prepares typing `text` into `locator` in place of what it holds (the field focused and selected before). */
function replaceText(cdp, locator, text) {
  return async () => {
    await bringToMiddle(locator);
    await locator.focus();
    await locator.selectText();
    return () => typeText(cdp, text);
  };
}

/** Prepares a horizontal drag across `locator` from one fraction of its width to another. */
function drag(cdp, locator, fromFraction, toFraction, withTouch) {
  return async () => {
    await bringToMiddle(locator);
    const path = dragPath(await locator.boundingBox(), fromFraction, toFraction);
    return () => (withTouch ? dragWithTouch(cdp, path) : dragWithMouse(cdp, path));
  };
}

/** A regular expression matching `text` at the start of a name. */
const startingWith = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The words the scenarios find controls by and type, from the language's own dictionary (src/i18n/<language>/). */
function scenarioTexts(d) {
  const generator = d.hashtagGenerator.generator;
  const footerTerms = d.searchTerms.fallback;
  return {
    followers: d.calculator.island.followersLabel,
    posts: d.calculator.island.postsLabel,
    share: d.calculator.island.share,
    topic: startingWith(generator.topicLabel),
    description: startingWith(generator.descriptionLabel),
    food: generator.niches.food,
    more: generator.more,
    generate: generator.generate,
    trendingTab: startingWith(generator.tabs.trending.label),
    copy: startingWith(generator.tabs.trending.copy),
    monetization: d.categories.tutorials.Monetization,
    allTutorials: d.tutorialListing.island.allCategories,
    comedy: d.categories.trends.Comedy,
    allTrends: d.trendListing.island.allCategories,
    bookmark: d.trend.buttons.bookmark,
    tutorialsFilter: startingWith(d.search.island.filters.Tutorials),
    allFilter: startingWith(d.search.island.filters.All),
    vote: startingWith(d.comingSoon.vote.vote),
    menu: d.layout.header.menu,
    search: d.layout.header.search,
    // Searches the footer offers in the language ('growth', 'viral'), the topic field's own example, and
    // a niche's name to filter trends by.
    query: {
      search: footerTerms[2],
      header: footerTerms[0],
      searchPage: footerTerms[0],
      generator: generator.topicPlaceholder,
      description: footerTerms[1],
      tutorials: footerTerms[0],
      trends: generator.niches.dance.toLowerCase(),
    },
  };
}

/**
 * Each scenario, in `language` (its pages under the language's prefix): a name for --pages, the page,
 * and what a visitor does there. Each act is one kind of interaction: it prepares outside the measured
 * window and returns the input to send inside it.
 */
export async function phoneScenarios(language = 'en') {
  const { DEFAULT_LANGUAGE } = await languageList();
  const t = scenarioTexts(await loadDictionary(language));
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  return PHONE_SCENARIOS(t).map((scenario) => ({ ...scenario, path: `${prefix}${scenario.path}` }));
}

const PHONE_SCENARIOS = (t) => [
  {
    name: 'calculator',
    path: '/calculator',
    async run({ page, cdp, act }) {
      const slider = page.getByRole('slider');
      await act('slider: held arrow key', async () => {
        await bringToMiddle(slider);
        await slider.focus();
        return () => holdKey(cdp, 'ArrowRight', 20);
      });
      // The thumb starts where the held key left it (7%, about a third of the way).
      await act('slider: pointer drag', drag(cdp, slider, 0.35, 0.9, false));
      await act('slider: touch drag', drag(cdp, slider, 0.9, 0.2, true));
      await act('typing: followers', replaceText(cdp, page.getByLabel(t.followers, { exact: true }), '250000'));
      await act('typing: posts', replaceText(cdp, page.getByLabel(t.posts), '30'));
      await act('share button', tap(cdp, page.getByRole('button', { name: t.share })));
    },
  },
  {
    name: 'generator',
    path: '/tools/hashtag-generator',
    async run({ page, cdp, act }) {
      await act('typing: topic', replaceText(cdp, page.getByLabel(t.topic), t.query.generator));
      await act('typing: description', replaceText(cdp, page.getByLabel(t.description), t.query.description));
      await act('niche chip', tap(cdp, page.getByRole('radio', { name: t.food })));
      await act('count stepper', tap(cdp, page.getByRole('button', { name: t.more })));
      await act('generate', tap(cdp, page.getByRole('button', { name: t.generate })));
      await page.getByRole('tab', { name: t.trendingTab }).waitFor();
      await act('result tab', tap(cdp, page.getByRole('tab', { name: t.trendingTab })));
      await act('copy button', tap(cdp, page.getByRole('button', { name: t.copy })));
    },
  },
  {
    name: 'tutorials',
    path: '/tutorials',
    async run({ page, cdp, act }) {
      await act('typing: filter', replaceText(cdp, page.getByRole('searchbox'), t.query.tutorials));
      await act('category pill', tap(cdp, page.getByRole('button', { name: t.monetization })));
      await act('category pill', tap(cdp, page.getByRole('button', { name: t.allTutorials, exact: true })));
    },
  },
  {
    name: 'trends',
    path: '/trends',
    async run({ page, cdp, act }) {
      await act('typing: filter', replaceText(cdp, page.getByRole('searchbox'), t.query.trends));
      await act('category pill', tap(cdp, page.getByRole('button', { name: t.comedy })));
      await act('category pill', tap(cdp, page.getByRole('button', { name: t.allTrends, exact: true })));
    },
  },
  {
    name: 'trend',
    path: '/trends/duet-challenges',
    async run({ page, cdp, act }) {
      await act('bookmark', tap(cdp, page.locator('[data-trend-save]')));
      await act('bookmark', tap(cdp, page.locator('[data-trend-save]')));
      const tracker = page.getByRole('button', { name: t.bookmark });
      await bringToMiddle(tracker);
      await page
        .locator('astro-island:not([ssr]) [data-island-live], astro-island:not(:has(template))')
        .last()
        .waitFor({ state: 'attached' });
      await act('tracker bookmark', tap(cdp, tracker));
    },
  },
  {
    name: 'search',
    get path() {
      return `/search?q=${encodeURIComponent(t.query.searchPage)}`;
    },
    async run({ page, cdp, act }) {
      await page
        .getByRole('button', { name: t.tutorialsFilter })
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await act('filter button', tap(cdp, page.getByRole('button', { name: t.tutorialsFilter })));
      await act('filter button', tap(cdp, page.getByRole('button', { name: t.allFilter })));
      await act('typing: query', replaceText(cdp, page.getByRole('main').getByRole('searchbox'), t.query.search));
    },
  },
  {
    name: 'votes',
    path: '/coming-soon/pro-subscription',
    async run({ page, cdp, act }) {
      const vote = page.getByRole('button', { name: t.vote }).first();
      await bringToMiddle(vote);
      await page
        .locator('[data-island-live]')
        .or(page.locator('astro-island:not([ssr])'))
        .first()
        .waitFor({ state: 'attached' });
      await act('vote button', tap(cdp, vote));
    },
  },
  {
    name: 'header',
    path: '/',
    async run({ page, cdp, act }) {
      const menu = page.getByRole('banner').getByLabel(t.menu, { exact: true });
      await act('menu', tap(cdp, menu));
      await act('menu', tap(cdp, menu));
      await act('search box', tap(cdp, page.getByRole('banner').getByLabel(t.search, { exact: true })));
      await act('typing: header search', async () => {
        await page.locator('#header-search-input').focus();
        return () => typeText(cdp, t.query.header);
      });
    },
  },
];
