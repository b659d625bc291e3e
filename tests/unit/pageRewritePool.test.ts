// The worker threads that rewrite pages, with the real steps: each worker loads the project's
// TypeScript modules, pages come back rewritten whichever worker took them, a failing page rejects
// with the step's error, and closing returns every worker's log lines.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRewritePool } from '@/pageRewrites/pool';

const temp = mkdtempSync(join(tmpdir(), 'page-rewrite-pool-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const page = (text: string, sheet = 'site.css') =>
  new TextEncoder().encode(
    `<!doctype html><html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self' ; style-src-elem 'self';">` +
      `<link rel="stylesheet" href="/_astro/${sheet}"></head><body><p class="flex">${text}</p></body></html>`,
  );

describe('pageRewritePool', () => {
  // Starting worker threads that load the build's modules takes seconds on a busy machine.
  it(
    'rewrites pages in worker threads with the site steps, and logs what each worker did',
    { timeout: 60_000 },
    async () => {
      const dist = join(temp, 'dist');
      mkdirSync(join(dist, '_astro'), { recursive: true });
      writeFileSync(join(dist, '_astro/site.css'), '.flex{display:flex}.grid{display:grid}');
      const pool = pageRewritePool(dist, { base: '/', runtimeHashes: [] }, 2);
      try {
        const pages = await Promise.all(
          Array.from({ length: 6 }, (_, index) => pool.rewrite(page(`page ${index}`), `/p${index}`)),
        );
        for (const [index, bytes] of pages.entries()) {
          const html = new TextDecoder().decode(bytes);
          expect(html).toContain(`page ${index}`);
          expect(html).toMatch(/<style>\.flex\{display:flex\}<\/style>/);
          expect(html).not.toContain('.grid');
          expect(html).toMatch(/style-src-elem 'self'[^"]*'sha256-/);
        }
        await expect(pool.rewrite(page('broken', 'missing.css'), '/broken')).rejects.toThrow(/missing\.css/);
        const handedOver = page('moved');
        await pool.rewrite(handedOver, '/moved');
        expect(handedOver.byteLength).toBe(0); // moved to the worker, not copied
      } finally {
        const log = await pool.close();
        expect(log.filter((line) => line.startsWith('worker 1: ')).length).toBeGreaterThan(1);
        expect(log.filter((line) => line.startsWith('worker 2: ')).length).toBeGreaterThan(1);
        expect(log.some((line) => /critical CSS inlined: [\d.]+ s/.test(line))).toBe(true);
      }
      await expect(pool.rewrite(page('late'), '/late')).rejects.toThrow(/closed/);
    },
  );
});
