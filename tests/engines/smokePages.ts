// The engine smokes' checks, written once against SmokeDriver so Firefox (puppeteer over WebDriver
// BiDi) and WebKitGTK (classic WebDriver) run the same list: every key page loads and hydrates, each
// island answers one input, Share says so, and the offline worker takes control.
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES } from '@/data/languages';
import { dictionary as en } from '@/i18n/en';
import { localizedPath } from '@/lib/languagePrefix';

/** A function run in the page: it sees only its JSON arguments, nothing of this module. */
type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** What a smoke needs of a browser; each engine's file implements it. */
export interface SmokeDriver {
  /** Loads a root-relative site path and returns once its load event has fired. */
  open(path: string): Promise<void>;
  /** Runs `fn` in the page and returns its (awaited, JSON) result. */
  run<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Clicks the first element matching a CSS selector, as a visitor would. */
  click(selector: string): Promise<void>;
  /** Clicks like click(), accepts the alert the click opens and returns the alert's message. */
  clickForAlert(selector: string): Promise<string>;
  /** Replaces the value of the field matching a CSS selector by typing `text`. */
  fill(selector: string, text: string): Promise<void>;
  /** The errors this engine could see since the last call (what each cannot see: its driver's comments). */
  takeErrors(): Promise<string[]>;
}

/** How long a condition may take to hold (hydration on a busy 2-core machine is the slowest). */
const CONDITION_TIMEOUT_MS = 15_000;
/** How often a condition is read again. */
const POLL_INTERVAL_MS = 50;

/** Reads `read` until `accept` takes its value, failing with `what` and the last value after the timeout. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = CONDITION_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The key pages, each with what its document must say once loaded. */
interface KeyPage {
  path: string;
  lang: string;
  /** Text the <title> starts with, for the pages whose title is fixed by the dictionary. */
  title?: string;
  /** Errors the page reports on purpose (see SmokeCheck.expectedErrors). */
  expectedErrors?: RegExp[];
}

const KEY_PAGES: readonly KeyPage[] = [
  { path: '/', lang: 'en' },
  { path: '/tutorials', lang: 'en', title: en.tutorialListing.title },
  { path: '/tutorials/tiktok-algorithm-explained', lang: 'en' },
  { path: '/trends', lang: 'en' },
  { path: '/trends/duet-challenges', lang: 'en' },
  { path: '/calculator', lang: 'en' },
  { path: '/tools/hashtag-generator', lang: 'en' },
  { path: '/search?q=growth', lang: 'en' },
  { path: '/pricing', lang: 'en' },
  { path: '/coming-soon/pro-subscription', lang: 'en' },
  // Every other language's home page and an island page in it, from the language list.
  ...LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) => [
    { path: localizedPath('/', language), lang: LANGUAGES[language].htmlLang },
    { path: localizedPath('/calculator', language), lang: LANGUAGES[language].htmlLang },
  ]),
  // The site's 404 page, served with its status by scripts/serve.mjs as a static host does; it logs the
  // unknown route as a console error on purpose (src/scripts/notFoundPage.ts).
  {
    path: '/no-such-page',
    lang: 'en',
    title: en.notFound.generic.pageTitle,
    expectedErrors: [/non-existent route.*\/no-such-page/],
  },
];

/** The document's language, title and the number of island error screens (data-island-error) shown. */
function pageFacts(): { lang: string; title: string; islandErrors: number } {
  return {
    lang: document.documentElement.lang,
    title: document.title,
    islandErrors: document.querySelectorAll('[data-island-error]').length,
  };
}

/**
 * Brings every island still server-rendered into view (client:visible ones hydrate when seen; two
 * frames let the IntersectionObserver notice, as tests/e2e/fixtures.ts waitForHydration does) and
 * returns how many still carry `ssr`, the attribute Astro removes once an island has hydrated.
 */
async function revealIslands(): Promise<number> {
  const { scrollX, scrollY } = window;
  for (const island of document.querySelectorAll('astro-island[ssr]')) {
    const shown = [...island.children].find((child) => child.getClientRects().length > 0);
    shown?.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  window.scrollTo(scrollX, scrollY);
  return document.querySelectorAll('astro-island[ssr]').length;
}

/** Waits until every island of the page has hydrated. */
async function waitForHydration(driver: SmokeDriver): Promise<void> {
  await until(
    () => driver.run(revealIslands),
    (left) => left === 0,
    'islands not hydrated',
  );
}

/** The text of the first element matching `selector`, or null. */
function textOf(selector: string): string | null {
  return document.querySelector(selector)?.textContent?.trim() ?? null;
}

/** The texts of every element matching `selector`. */
function textsOf(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
}

/** Waits until an element matching `selector` contains `text`; returns its text. */
function waitForText(driver: SmokeDriver, selector: string, text: string): Promise<string[]> {
  return until(
    () => driver.run(textsOf, selector),
    (texts) => texts.some((shown) => shown.includes(text)),
    `no ${selector} with "${text}"`,
  );
}

/** The attribute that marks the element a click or a fill is aimed at when only its text names it. */
const TARGET = 'data-smoke-target';

/**
 * Marks the first element matching `selector` whose text starts with `text` (and unmarks any other),
 * so a CSS selector can reach it; returns whether one was found.
 */
function markByText(selector: string, text: string, attribute: string): boolean {
  for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
  const found = [...document.querySelectorAll(selector)].find((element) =>
    element.textContent?.trim().startsWith(text),
  );
  found?.setAttribute(attribute, '');
  return found !== undefined;
}

/** Marks the first `selector` whose text starts with `text` and returns a selector for it. */
async function byText(driver: SmokeDriver, selector: string, text: string): Promise<string> {
  await until(() => driver.run(markByText, selector, text, TARGET), Boolean, `no ${selector} reading "${text}"`);
  return `[${TARGET}]`;
}

/** Clicks the first `selector` whose text starts with `text`. */
async function clickByText(driver: SmokeDriver, selector: string, text: string): Promise<void> {
  await driver.click(await byText(driver, selector, text));
}

/** Whether the browser offers a native share dialog (neither engine does here). */
function hasNativeShare(): boolean {
  return typeof navigator.share === 'function';
}

/** A pattern for a dictionary template such as '{count} tutorials available', any number for {count}. */
function templatePattern(template: string): string {
  return template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{count\\}', '\\d+');
}

/** The text of the first element whose own text matches `pattern` in full. */
function textMatching(pattern: string): string | null {
  const regex = new RegExp(`^${pattern}$`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (regex.test(text)) return text;
  }
  return null;
}

/** Whether the page's offline worker is active, waiting at most `timeoutMs` for it. */
function workerReady(timeoutMs: number): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready.then((registration) => registration.active !== null), timeout]);
}

/** Whether a service worker controls the page. */
function controlled(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}

const calculatorFollowers = 'input[id$="-followers"]';
const toasts = '[data-sonner-toast]';

/** A smoke check: its name and what it does with the driver. */
export interface SmokeCheck {
  name: string;
  run(driver: SmokeDriver): Promise<void>;
  /** Errors the page reports on purpose: allowed, and required of an engine that sees the page load. */
  expectedErrors?: RegExp[];
}

/**
 * Runs a check and returns the problems with the errors the engine saw meanwhile (errorProblems). The
 * errors are taken even when the check fails, so they are not blamed on the next one.
 */
export async function runCheck(check: SmokeCheck, driver: SmokeDriver, seesPageLoad: boolean): Promise<string[]> {
  try {
    await check.run(driver);
  } catch (error) {
    await driver.takeErrors();
    throw error;
  }
  return errorProblems(check, await driver.takeErrors(), { seesPageLoad });
}

/**
 * What is wrong with the errors an engine saw during a check: any error not expected, and, when the
 * engine sees errors logged while the page loads, any expected one that did not appear (which would
 * mean the engine's error watch is blind).
 */
function errorProblems(check: SmokeCheck, errors: string[], { seesPageLoad }: { seesPageLoad: boolean }) {
  const expected = check.expectedErrors ?? [];
  const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  const missing = seesPageLoad ? expected.filter((pattern) => !errors.some((error) => pattern.test(error))) : [];
  return [...unexpected, ...missing.map((pattern) => `expected but not seen: ${pattern}`)];
}

/** Loads a key page, checks its document and waits for its islands. */
async function checkPage(driver: SmokeDriver, page: KeyPage): Promise<void> {
  await driver.open(page.path);
  await waitForHydration(driver);
  const facts = await driver.run(pageFacts);
  if (facts.lang !== page.lang) throw new Error(`${page.path}: lang ${facts.lang}, not ${page.lang}`);
  if (!facts.title || (page.title && !facts.title.startsWith(page.title))) {
    throw new Error(`${page.path}: title "${facts.title}"${page.title ? `, not "${page.title}…"` : ''}`);
  }
  if (facts.islandErrors > 0) throw new Error(`${page.path}: ${facts.islandErrors} island error screen(s)`);
}

const PAGE_CHECKS: SmokeCheck[] = KEY_PAGES.map((page) => ({
  name: `${page.path} loads and hydrates`,
  run: (driver) => checkPage(driver, page),
  expectedErrors: page.expectedErrors,
}));

/** One input per island, and the visible answer it must give. */
const ISLAND_CHECKS: SmokeCheck[] = [
  {
    name: 'the calculator recalculates as followers are typed',
    async run(driver) {
      await driver.open('/calculator');
      await waitForHydration(driver);
      // 250,000 followers at the default 5% engagement: 12,500 views a post.
      await driver.fill(calculatorFollowers, '250000');
      await until(
        () => driver.run(textOf, '[data-figure="views"]'),
        (views) => views === '12,500',
        'views for 250,000 followers',
      );
    },
  },
  {
    name: 'the hashtag generator generates hashtags for a topic',
    async run(driver) {
      await driver.open('/tools/hashtag-generator');
      await waitForHydration(driver);
      await driver.fill('input[id$="-topic"]', 'home baking');
      await clickByText(driver, 'main button', en.hashtagGenerator.generator.generate);
      await waitForText(driver, toasts, en.hashtagGenerator.generator.generatedTitle);
      await until(
        () => driver.run(textsOf, '[role="tabpanel"] li'),
        (tags) => tags.length > 0 && tags.every((tag) => tag.startsWith('#')),
        'hashtags in the visible list',
      );
    },
  },
  {
    name: 'the tutorials listing filters as a search is typed',
    async run(driver) {
      await driver.open('/tutorials');
      await waitForHydration(driver);
      const countLine = templatePattern(en.tutorialListing.island.countLine.other);
      const before = await driver.run(textMatching, countLine);
      if (!before) throw new Error('no count line on /tutorials');
      await driver.fill('main input[type="search"]', 'algorithm');
      await until(
        () => driver.run(textMatching, `${countLine}|${templatePattern(en.tutorialListing.island.countLine.one)}`),
        (after) => after !== null && after !== before,
        `count line after searching (was "${before}")`,
      );
    },
  },
  {
    name: 'a coming-soon vote is counted and thanked',
    async run(driver) {
      const texts = en.comingSoon.vote;
      await driver.open('/coming-soon/pro-subscription');
      await waitForHydration(driver);
      await clickByText(driver, 'main li button', `${texts.vote}${texts.forFeature.replace('{name}', '')}`);
      await waitForText(driver, toasts, texts.toastTitle);
      await waitForText(driver, 'main li button', `${texts.voted}${texts.forFeature.replace('{name}', '')}`);
    },
  },
  {
    name: 'site search shows result cards for ?q=growth',
    async run(driver) {
      await driver.open('/search?q=growth');
      await waitForHydration(driver);
      await until(
        () => driver.run(textsOf, 'main article h3'),
        (titles) => titles.length > 0,
        'search results',
      );
    },
  },
];

/** Share on a tutorial: the link goes to the clipboard, and a toast says so. */
const SHARE_CHECK: SmokeCheck = {
  name: "a tutorial's Share copies the link and says so",
  async run(driver) {
    await driver.open('/tutorials/tiktok-algorithm-explained');
    await driver.click('[data-tutorial-share]');
    await waitForText(driver, toasts, en.tutorial.actions.linkCopiedTitle);
  },
};

/**
 * Share on a trend (src/scripts/share.ts): without a native share dialog the link goes to the clipboard
 * and an alert says so.
 */
const TREND_SHARE_CHECK: SmokeCheck = {
  name: "a trend's Share copies the link and alerts",
  async run(driver) {
    await driver.open('/trends/duet-challenges');
    await waitForHydration(driver);
    if (await driver.run(hasNativeShare)) throw new Error('navigator.share exists: this check expects the clipboard');
    const share = await byText(driver, 'main button', en.trend.buttons.share);
    const message = await driver.clickForAlert(share);
    if (message !== en.trend.buttons.linkCopied) throw new Error(`the alert said "${message}"`);
  },
};

/** How long the offline worker may take to install and activate (it precaches the app shell first). */
const WORKER_TIMEOUT_MS = 20_000;

/** The offline worker installs on a first visit and controls the next page load. */
const SERVICE_WORKER_CHECK: SmokeCheck = {
  name: 'the offline worker activates and controls the page after a reload',
  async run(driver) {
    await driver.open('/');
    if (!(await driver.run(workerReady, WORKER_TIMEOUT_MS))) throw new Error('the offline worker never became active');
    await driver.open('/');
    await until(() => driver.run(controlled), Boolean, 'a controlled page after reloading');
  },
};

/** Every smoke, in the order one browser runs them (the offline worker last: it then answers every load). */
export const ALL_CHECKS: readonly SmokeCheck[] = [
  ...PAGE_CHECKS,
  ...ISLAND_CHECKS,
  SHARE_CHECK,
  TREND_SHARE_CHECK,
  SERVICE_WORKER_CHECK,
];
