// The shipped nginx config (deploy/nginx.conf) serves dist/ correctly: every route 200, unknown
// paths 404 with the not-found page, long cache for hashed assets only. Skipped without nginx.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { SPEC_ROUTES, builtPages } from './routes';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const PORT = 4390 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const base = `http://127.0.0.1:${PORT}`;

test.describe('nginx hosting', () => {
  test.skip(!NGINX, 'nginx is not installed');
  test.describe.configure({ mode: 'serial' });
  let nginx: ChildProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    const server = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/listen \d+;/, `listen 127.0.0.1:${PORT};`)
      .replace(/root [^;]+;/, `root ${resolve('dist')};`);
    const config = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${server}
}`;
    writeFileSync(join(dir, 'nginx.conf'), config);
    const check = spawnSync(NGINX!, ['-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await expect.poll(async () => (await fetch(base).catch(() => null))?.status, { timeout: 10_000 }).toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill();
  });

  test('every route answers 200', async ({ request }) => {
    for (const route of new Set([...SPEC_ROUTES, ...builtPages()])) {
      const response = await request.get(`${base}${route}`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['cache-control'], route).toBe('no-cache');
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/nope', '/tutorials/unknown-id', '/trends/unknown/deeper']) {
      const response = await request.get(`${base}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Return Home');
    }
  });

  test('pages, assets and the not-found page carry the security headers', async ({ request }) => {
    const asset = readdirSync('dist/_astro').find((name) => name.endsWith('.js'))!;
    for (const path of ['/', '/tutorials', `/_astro/${asset}`, '/pagefind/pagefind.js', '/no-such-page']) {
      const headers = (await request.get(`${base}${path}`)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('text is sent gzip-compressed to browsers that accept it', async ({ request }) => {
    await expectGzippedText(request, base);
  });

  test('hashed assets are cached for a year with the right content type', async ({ request }) => {
    const asset = readdirSync('dist/_astro').find((name) => name.endsWith('.css') || name.endsWith('.js'))!;
    const response = await request.get(`${base}/_astro/${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
    expect(response.headers()['content-type']).toMatch(asset.endsWith('.css') ? /text\/css/ : /javascript/);
  });
});

/** HTML, CSS, JS and Pagefind's engine arrive gzip-encoded; Pagefind's pre-compressed index does not. */
async function expectGzippedText(request: APIRequestContext, origin: string) {
  const css = readdirSync('dist/_astro').find((name) => name.endsWith('.css'))!;
  const js = readdirSync('dist/_astro').find((name) => name.endsWith('.js'))!;
  for (const path of ['/', '/tutorials', `/_astro/${css}`, `/_astro/${js}`, '/pagefind/pagefind.js']) {
    const response = await request.get(`${origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
  }
  const wasm = readdirSync('dist/pagefind').find((name) => name.endsWith('.pagefind'))!;
  const index = await request.get(`${origin}/pagefind/${wasm}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(index.headers()['content-encoding']).toBeUndefined();
}

test('the local server (npm start) compresses text like a production host', async ({ request, baseURL }) => {
  await expectGzippedText(request, baseURL!);
});
