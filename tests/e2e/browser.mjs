// Browser launch options shared by Playwright's config and scripts: Debian's Chromium when present.
import { existsSync } from 'node:fs';

/** The browser visitors run: benchmarks, probes and screenshots measure and draw with it. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * The same Chromium build without the desktop browser around it (Debian's chromium-headless-shell, what
 * Playwright itself runs headless tests in): the browser tests run in it, as it does the same page work
 * with about 40 % less CPU (a suite of 62 tests: 181 s in /usr/bin/chromium, 108 s in the shell).
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Every host name but localhost fails to resolve at once: external pictures and scripts cannot load in
 * the tests' sandbox, and fail fast instead of waiting. Done in the browser's resolver rather than by
 * routing each request through Playwright, which would turn the HTTP cache off and stop every request on
 * its way; a test's own page.route for an external address still answers before any lookup.
 */
const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * @param {{ localHostsOnly?: boolean, headlessShell?: boolean }} [options] localHostsOnly: the browser
 * reaches no host but this machine; headlessShell: Debian's headless shell where installed (tests),
 * else Debian's Chromium, else Playwright's own.
 */
export function launchOptions({ localHostsOnly = false, headlessShell = false } = {}) {
  const args = localHostsOnly ? [...CHROMIUM_ARGS, LOCAL_HOSTS_ONLY] : CHROMIUM_ARGS;
  const executable = [headlessShell && SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => path && existsSync(path));
  return executable ? { executablePath: executable, args } : { args };
}
