// The hosts' own tools the CDN runtime checks run (Cloudflare's wrangler, Netlify's parsers). They are
// large (wrangler with workerd is ~200 MB) and only these checks use them, so they install apart from the
// site's dependencies: tests/tools/package.json with its own lock file, installed by .ci/run. A check
// whose tool is missing is skipped, or fails with CI set (tests/missingTools.ts), as the hosting tests
// do for a server that is not installed.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The test tools' install folder. */
const TEST_TOOLS = resolve('tests/tools/node_modules');

/** How to install the test tools, for the line a check whose tool is missing gives. */
export const INSTALL_TEST_TOOLS = 'npm ci --prefix tests/tools; .ci/run installs them';

/** A file of an installed test tool, or undefined when the tools are not installed. */
export function testToolFile(path: string): string | undefined {
  const file = resolve(TEST_TOOLS, path);
  return existsSync(file) ? file : undefined;
}

/** Imports a test tool's module from its file (the tools are no dependency of the project, so no types). */
export async function importTestTool<Module>(file: string): Promise<Module> {
  return (await import(pathToFileURL(file).href)) as Module;
}
