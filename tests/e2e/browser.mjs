// Browser launch options shared by Playwright's config and scripts: Debian's Chromium when present.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/** @param {{ localHostsOnly?: boolean }} [options] localHostsOnly: the browser reaches no host but this machine. */
export function launchOptions({ localHostsOnly = false } = {}) {
  const args = localHostsOnly ? [...CHROMIUM_ARGS, LOCAL_HOSTS_ONLY] : CHROMIUM_ARGS;
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args } : { args };
}
