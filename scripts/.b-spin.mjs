import { chromium } from '@playwright/test';
import { launchOptions } from '../tests/e2e/browser.mjs';
const browser = await chromium.launch(launchOptions());
for (const [name, port] of [['before', 4625], ['after', 4626]]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 3, reducedMotion: 'reduce' });
  await page.goto(`http://127.0.0.1:${port}/tools/hashtag-generator`);
  await page.getByLabel(/Topic/).fill('cats');
  await page.getByLabel(/Topic/).press('Enter');
  await page.getByRole('button', { name: /Generating/ }).screenshot({ path: `/tmp/b-spin-${name}.png` });
  await page.close();
}
await browser.close();
