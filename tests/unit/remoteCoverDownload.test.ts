// Downloading a remote cover into the cache, against a local server standing in for the image host:
// what counts as a usable picture, and that a cached cover is not asked for again.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadCover } from '@/render/remoteCovers';

const COVER = 'https://images.unsplash.com/photo-unit?w=800&h=450&fit=crop';
let server: Server;
let origin = '';
let answer: { type: string; body: Buffer; status?: number } = { type: 'text/plain', body: Buffer.from('') };
const asked: string[] = [];
const cacheDirs: string[] = [];

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cover-cache-'));
  cacheDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
});

const jpeg = () =>
  sharp({ create: { width: 32, height: 18, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

describe('downloadCover', () => {
  it('stores a picture once and finds it in the cache after that, without asking again', async () => {
    answer = { type: 'image/jpeg', body: await jpeg() };
    const dir = cacheDir();
    asked.length = 0;
    const first = await downloadCover(COVER, dir, origin);
    expect(first).toMatchObject({ cached: false });
    expect('file' in first && readFileSync(first.file).equals(answer.body)).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/photo-unit\?w=1600&h=900&fit=crop&fm=jpg&q=90$/);
    const second = await downloadCover(COVER, dir, origin);
    expect(second).toEqual({ file: 'file' in first ? first.file : '', cached: true });
    expect(asked).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.jpg$/)]);
  });

  it.each([
    ['an error status', { type: 'image/jpeg', body: Buffer.from(''), status: 503 }, 'the host answered 503'],
    ['a page instead of a picture', { type: 'text/html', body: Buffer.from('<p>Not here</p>') }, 'not a picture'],
    [
      'bytes that are no picture',
      { type: 'image/jpeg', body: Buffer.from('plain text') },
      'not a picture sharp can read',
    ],
    [
      'a picture the site does not optimise',
      { type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>') },
      'is not one the site optimises',
    ],
  ])('reports %s and stores nothing', async (_, response, problem) => {
    answer = response;
    const dir = cacheDir();
    const result = await downloadCover(COVER, dir, origin);
    expect('problem' in result && result.problem).toContain(problem);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports a host that cannot be reached, naming the cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await downloadCover(COVER, cacheDir(), `http://127.0.0.1:${port}`);
    expect(result).toEqual({ problem: 'the host could not be reached (ECONNREFUSED)' });
  });
});
