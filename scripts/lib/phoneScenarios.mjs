// What a visitor does on each island page in the phone benchmark. Input goes through the DevTools
// protocol without waiting for the page between events, as a finger or a held key does: a slow page
// sees the events queue up, and their Event Timing durations include the wait.

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

/** Taps `locator` and types `text` into it after selecting what it holds. */
async function replaceText(cdp, locator, text) {
  await locator.scrollIntoViewIfNeeded();
  await locator.tap();
  await locator.selectText();
  await typeText(cdp, text);
}

async function boxOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  return locator.boundingBox();
}

/** Each scenario: a name for --pages, the page, and what a visitor does there (each act is one kind). */
export const PHONE_SCENARIOS = [
  {
    name: 'calculator',
    path: '/calculator',
    async run({ page, cdp, act }) {
      const slider = page.getByRole('slider');
      await act('slider: held arrow key', async () => {
        await slider.focus();
        await holdKey(cdp, 'ArrowRight', 20);
      });
      // The thumb starts where the held key left it (7%, about a third of the way).
      await act('slider: pointer drag', async () => dragWithMouse(cdp, dragPath(await boxOf(slider), 0.35, 0.9)));
      await act('slider: touch drag', async () => dragWithTouch(cdp, dragPath(await boxOf(slider), 0.9, 0.2)));
      await act('typing: followers', () => replaceText(cdp, page.getByLabel('Followers', { exact: true }), '250000'));
      await act('typing: posts', () => replaceText(cdp, page.getByLabel('Posts per month'), '30'));
      await act('share button', () => page.getByRole('button', { name: 'Share' }).tap());
    },
  },
  {
    name: 'generator',
    path: '/tools/hashtag-generator',
    async run({ page, cdp, act }) {
      await act('typing: topic', () => replaceText(cdp, page.getByLabel(/^Topic/), 'healthy breakfast ideas'));
      await act('typing: description', () => replaceText(cdp, page.getByLabel(/^Description/), 'quick oats'));
      await act('niche chip', () => page.getByRole('radio', { name: 'Food' }).tap());
      await act('count stepper', () => page.getByRole('button', { name: 'More hashtags' }).tap());
      await act('generate', async () => {
        await page.getByRole('button', { name: 'Generate Hashtags' }).tap();
        await page.getByRole('tab', { name: /Trending/ }).waitFor();
      });
      await act('result tab', () => page.getByRole('tab', { name: /Trending/ }).tap());
      await act('copy button', () => page.getByRole('button', { name: /^Copy / }).tap());
    },
  },
  {
    name: 'tutorials',
    path: '/tutorials',
    async run({ page, cdp, act }) {
      await act('typing: filter', () => replaceText(cdp, page.getByRole('searchbox'), 'growth'));
      await act('category pill', () => page.getByRole('button', { name: 'Monetization' }).tap());
      await act('category pill', () => page.getByRole('button', { name: 'All', exact: true }).tap());
    },
  },
  {
    name: 'trends',
    path: '/trends',
    async run({ page, cdp, act }) {
      await act('typing: filter', () => replaceText(cdp, page.getByRole('searchbox'), 'dance'));
      await act('category pill', () => page.getByRole('button', { name: 'Comedy' }).tap());
      await act('category pill', () => page.getByRole('button', { name: 'All', exact: true }).tap());
    },
  },
  {
    name: 'trend',
    path: '/trends/duet-challenges',
    async run({ page, act }) {
      await act('bookmark', () => page.locator('[data-trend-save]').tap());
      await act('bookmark', () => page.locator('[data-trend-save]').tap());
      const tracker = page.getByRole('button', { name: /Bookmark/ });
      await act('tracker bookmark', async () => {
        await tracker.scrollIntoViewIfNeeded();
        await tracker.tap();
      });
    },
  },
  {
    name: 'search',
    path: '/search?q=growth',
    async run({ page, cdp, act }) {
      await page
        .locator('[data-search-results], [data-search-empty]')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await act('filter button', () => page.getByRole('button', { name: /^Tutorials/ }).tap());
      await act('filter button', () => page.getByRole('button', { name: /^All/ }).tap());
      await act('typing: query', () => replaceText(cdp, page.getByRole('main').getByRole('searchbox'), 'viral'));
    },
  },
  {
    name: 'votes',
    path: '/coming-soon/pro-subscription',
    async run({ page, act }) {
      const vote = page.getByRole('button', { name: /^Vote/ }).first();
      await vote.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 30_000 });
      await act('vote button', () => vote.tap());
    },
  },
  {
    name: 'header',
    path: '/',
    async run({ page, cdp, act }) {
      const menu = page.getByRole('banner').getByLabel('Menu');
      await act('menu', () => menu.tap());
      await act('menu', () => menu.tap());
      await act('search box', () => page.getByRole('banner').getByLabel('Search', { exact: true }).tap());
      await act('typing: header search', async () => {
        await page.locator('#header-search-input').focus();
        await typeText(cdp, 'growth');
      });
    },
  },
];
