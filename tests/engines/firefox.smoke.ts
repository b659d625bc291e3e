// Firefox ESR (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core: every smoke of
// smokePages.ts, with the console's errors and uncaught page errors from the first script of each page.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Dialog, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CHECKS, runCheck, type SmokeDriver } from './smokePages';
import { serveSite, type SiteServer } from './siteServer';
import { missingToolSuite } from '../missingToolSuite';

/** Debian's Firefox ESR; FIREFOX_BINARY names another Firefox (the GitHub runner's own). */
const FIREFOX = process.env.FIREFOX_BINARY || '/usr/bin/firefox-esr';
/** Starting Firefox with a fresh profile takes several seconds on a busy machine. */
const LAUNCH_TIMEOUT_MS = 60_000;

/** SmokeDriver over one puppeteer page; errors are collected as the page reports them. */
function firefoxDriver(page: Page, origin: string): SmokeDriver {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  return {
    async open(path) {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    },
    async run<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
      // The smokes pass and return JSON values only, which puppeteer hands over unchanged.
      return (await page.evaluate(fn as (...values: unknown[]) => unknown, ...args)) as R;
    },
    async click(selector) {
      await page.locator(selector).click();
    },
    async clickForAlert(selector) {
      const opened = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
      // An open alert blocks the page, and with it the click that opened it: accept before awaiting it.
      const clicked = page.locator(selector).click();
      const dialog = await opened;
      const message = dialog.message();
      await dialog.accept();
      await clicked;
      return message;
    },
    async fill(selector, text) {
      await page.locator(selector).fill(text);
    },
    async takeErrors() {
      return errors.splice(0);
    },
  };
}

describe.skipIf(!existsSync(FIREFOX))(`Firefox (${FIREFOX})`, () => {
  let server: SiteServer;
  let browser: Browser;
  let driver: SmokeDriver;

  beforeAll(async () => {
    server = await serveSite();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      protocol: 'webDriverBiDi',
      headless: true,
    });
    driver = firefoxDriver(await browser.newPage(), server.origin);
  }, LAUNCH_TIMEOUT_MS);

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      server?.stop();
    }
  });

  for (const check of ALL_CHECKS) {
    it(check.name, async () => {
      expect(await runCheck(check, driver, true), 'console errors and uncaught errors').toEqual([]);
    });
  }
});

if (!existsSync(FIREFOX)) missingToolSuite('Firefox', FIREFOX, '.ci/run installs firefox-esr from Debian');
