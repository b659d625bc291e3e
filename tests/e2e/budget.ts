// What a page loads as JavaScript before any interaction, for the content-page budget;
// bytes and React detection are the budget script's own (scripts/lib/pageAssets.mjs).
import type { Page, Response } from '@playwright/test';
import { BUDGETS } from '../../scripts/budgets.ts';
import { gzipBytes, isReactCode } from '../../scripts/lib/pageAssets.mjs';

export interface PageScripts {
  gzipBytes: number;
  loadsReact: boolean;
}

/** Opens `path` and sums the scripts it fetched once the network is idle. */
export async function scriptsLoadedBy(page: Page, path: string): Promise<PageScripts> {
  const bodies: Promise<Buffer>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', collect);
  const scripts = await Promise.all(bodies);
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '').join(''));
  const texts = [...scripts.map((body) => body.toString('utf8')), inline];
  return {
    gzipBytes: texts.reduce((sum, text) => sum + (text ? gzipBytes(text) : 0), 0),
    loadsReact: texts.some(isReactCode),
  };
}

export const CONTENT_PAGE_JS_BUDGET_BYTES = BUDGETS.content.jsGzip;
