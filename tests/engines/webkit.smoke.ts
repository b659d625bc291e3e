// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver driving its MiniBrowser) over classic W3C
// WebDriver: every smoke of smokePages.ts. The GTK MiniBrowser has no headless mode (its only options
// are WebKitSettings and --automation), so it draws on a virtual X display (Xvfb) started here.
//
// What classic WebDriver cannot see: it has no log API and runs no script before a page's own, so an
// error thrown or logged before a page's load event is invisible here (MiniBrowser's
// --enable-write-console-messages-to-stdout is not applied to the view it opens for automation).
// Once each page has loaded the driver installs recorders of uncaught errors, unhandled rejections and
// console.error: they see island code that loads later (client:visible and client:idle islands) and
// whatever the checks' input sets off. An island that fails to start still fails here: it never
// hydrates, or it shows the island error screen.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CHECKS, runCheck, until, type SmokeDriver } from './smokePages';
import { freePort, serveSite, type SiteServer } from './siteServer';
import { driverReady, WebDriverSession } from './webDriverClient';
import { missingToolSuite } from '../missingToolSuite';

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
/** Starting the display, the driver and MiniBrowser takes several seconds on a busy machine. */
const LAUNCH_TIMEOUT_MS = 60_000;
/** The window's screen: the desktop size the Chromium tests use. */
const SCREEN = '1280x800x24';
/** The page property the error recorders write to. */
const RECORDED_ERRORS = '__smokeErrors';

/** Starts Xvfb on the first free display; resolves with the display name (':N') once it accepts clients. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready.
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve({ display: `:${String(data).trim()}`, process: xvfb }));
  });
}

/** Records the page's uncaught errors, unhandled rejections and console.error calls into window[key]. */
function recordErrors(key: string): void {
  const page = window as unknown as Record<string, string[]>;
  if (page[key]) return;
  const errors: string[] = (page[key] = []);
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

/** Hands over and empties what recordErrors collected in this document. */
function recordedErrors(key: string): string[] {
  return (window as unknown as Record<string, string[] | undefined>)[key]?.splice(0) ?? [];
}

/** SmokeDriver over one WebDriver session. */
function webKitDriver(session: WebDriverSession, origin: string): SmokeDriver {
  const errors: string[] = [];
  const run: SmokeDriver['run'] = (fn, ...args) => session.execute(`return (${fn.toString()})(...arguments);`, args);
  const collect = async () => errors.push(...(await run(recordedErrors, RECORDED_ERRORS)));
  return {
    async open(path) {
      await collect();
      await session.navigate(`${origin}${path}`);
      await run(recordErrors, RECORDED_ERRORS);
    },
    run,
    async click(selector) {
      await session.click(await session.findElement(selector));
    },
    async clickForAlert(selector) {
      await session.click(await session.findElement(selector));
      const message = await until(
        () => session.alertText().catch(() => null),
        (text) => text !== null,
        'an alert after the click',
      );
      await session.acceptAlert();
      return message!;
    },
    async fill(selector, text) {
      const field = await session.findElement(selector);
      await session.clear(field);
      await session.sendKeys(field, text);
    },
    async takeErrors() {
      await collect();
      return errors.splice(0);
    },
  };
}

const missing = [WEBKIT_DRIVER, XVFB].filter((path) => !existsSync(path));

describe.skipIf(missing.length > 0)(`WebKitGTK (${WEBKIT_DRIVER} on Xvfb)`, () => {
  let server: SiteServer;
  let display: ChildProcess;
  let webDriver: ChildProcess;
  let session: WebDriverSession;
  let driver: SmokeDriver;

  beforeAll(async () => {
    server = await serveSite();
    const screen = await startDisplay();
    display = screen.process;
    const port = await freePort();
    webDriver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: screen.display },
      stdio: 'ignore',
    });
    const origin = `http://127.0.0.1:${port}`;
    await until(() => driverReady(origin), Boolean, `WebKitWebDriver on port ${port}`);
    session = await WebDriverSession.start(origin, {});
    driver = webKitDriver(session, server.origin);
  }, LAUNCH_TIMEOUT_MS);

  afterAll(async () => {
    try {
      await session?.delete();
    } finally {
      webDriver?.kill();
      display?.kill();
      server?.stop();
    }
  });

  for (const check of ALL_CHECKS) {
    it(check.name, async () => {
      expect(await runCheck(check, driver, false), 'errors after the page loaded').toEqual([]);
    });
  }
});

if (missing.length > 0)
  missingToolSuite('WebKitGTK', missing.join(', '), '.ci/run installs webkit2gtk-driver and xvfb from Debian');
