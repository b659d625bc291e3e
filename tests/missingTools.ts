// A check whose tool is not installed (a web server, a browser engine, a CDN's own runtime): on a
// developer's machine it is skipped with a line saying what is missing and how to install it; with `CI`
// set it fails, naming the same, so a CI machine that lost a tool cannot pass without starting it.

/** Whether a missing tool fails the run: `CI` is set (to anything but `false` or `0`). */
export function missingToolFails(env: Record<string, string | undefined> = process.env): boolean {
  return !['', 'false', '0'].includes(env.CI ?? '');
}

export const MISSING_TOOL_FAILS = missingToolFails();

const printed = new Set<string>();

/**
 * The line a missing tool's checks give, skipped or failed; printed once when they are skipped, as a
 * runner's summary counts skipped tests without saying why.
 */
export function missingToolMessage(what: string, install: string): string {
  const message = `${what} not installed (${install})`;
  if (MISSING_TOOL_FAILS) return `${message}: CI is set, so its checks fail instead of skipping`;
  if (!printed.has(message)) console.warn(`skipped: ${message}`);
  printed.add(message);
  return message;
}
