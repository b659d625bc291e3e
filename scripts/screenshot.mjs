// Takes phone (390x844) and desktop (1280x800) screenshots of pages of a running site, for a human look,
// in the light and the dark theme (the system's colour scheme, as a phone set to dark mode shows it).
// Usage: node scripts/screenshot.mjs [--base http://localhost:4321] [--out screenshots] [--theme light|dark]
//   [--devices phone,desktop] [--viewport: the first screen only] [--wait-for css: shown before the shot] /path ...
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchOptions } from '../tests/e2e/browser.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'boolean', default: true },
    viewport: { type: 'boolean', default: false },
    /** One theme only; both when left out. */
    theme: { type: 'string' },
    /** Which of VIEWPORTS, comma-separated. */
    devices: { type: 'string', default: 'phone,desktop' },
    /** A selector to wait for on every page (search results, a result list) before the shot. */
    'wait-for': { type: 'string' },
  },
});

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const THEMES = values.theme ? [values.theme] : ['light', 'dark'];

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch(launchOptions());
const devices = values.devices.split(',');
for (const [name, viewport] of Object.entries(VIEWPORTS).filter(([device]) => devices.includes(device)))
  for (const colorScheme of THEMES) {
    const page = await browser.newPage({ viewport, colorScheme });
    for (const path of positionals) {
      await page
        .goto(new URL(path, values.base).href, { waitUntil: 'load', timeout: 15000 })
        .catch((error) => console.warn(String(error).split('\n')[0]));
      if (values['wait-for'])
        await page
          .locator(values['wait-for'])
          .first()
          .waitFor({ timeout: 15000 })
          .catch((error) => console.warn(String(error).split('\n')[0]));
      await page.waitForTimeout(300);
      const file = `${values.out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: !values.viewport });
      console.log(file);
    }
    await page.close();
  }
await browser.close();
