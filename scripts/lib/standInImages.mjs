// A local stand-in for the Unsplash image CDN, so the benchmark measures real image downloads in a
// sandbox without internet: an HTTPS server (self-signed certificate made with openssl at start) that
// answers any images.unsplash.com URL with a photo-like picture of the requested size, in the format
// and quality the CDN would send (WebP for auto=format when the browser accepts it, JPEG otherwise).
// Chromium reaches it through --host-resolver-rules and --ignore-certificate-errors (standInBrowserArgs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const STAND_IN_HOST = 'images.unsplash.com';
/** imgix (Unsplash's CDN) defaults: width of the original when w is absent, quality 75. */
const DEFAULT_WIDTH = 1080;
const DEFAULT_QUALITY = 75;
/** Photos of this site are landscape 16:9 unless the URL names a height. */
const DEFAULT_ASPECT = 9 / 16;

/** Chromium flags that send the CDN's host name to the stand-in on 127.0.0.1:port and accept its certificate. */
export function standInBrowserArgs(port) {
  return [`--host-resolver-rules=MAP ${STAND_IN_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'];
}

/** What the CDN would send for this URL and Accept header: size, format and quality. */
function standInVariant(url, accept = '') {
  const params = new URL(url, `https://${STAND_IN_HOST}`).searchParams;
  const width = Math.min(Number(params.get('w')) || DEFAULT_WIDTH, 4000);
  const height = Math.min(Number(params.get('h')) || Math.round(width * DEFAULT_ASPECT), 4000);
  const quality = Math.min(Math.max(Number(params.get('q')) || DEFAULT_QUALITY, 1), 100);
  const auto = (params.get('auto') ?? '').split(',');
  const format = auto.includes('format') && accept.includes('image/webp') ? 'webp' : 'jpeg';
  return { width, height, quality, format };
}

/** A deterministic photo-like picture: smooth colour fields plus fine grain, seeded by the photo id. */
async function standInPicture(photoId, { width, height, quality, format }) {
  let seed = [...photoId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  // Random colour grids enlarged smoothly, at three scales: the shapes, textures and edges of a photo
  // (a flat gradient compresses to almost nothing; pure noise compresses worse than any photo).
  const layer = async (cols, rows, amplitude) => {
    const grid = Buffer.alloc(cols * rows * 3);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
    const pixels = await sharp(grid, { raw: { width: cols, height: rows, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    return { pixels, amplitude };
  };
  const layers = await Promise.all([
    layer(16, 9, 0.6),
    layer(Math.ceil(width / 12), Math.ceil(height / 12), 0.2),
    layer(Math.ceil(width / 2), Math.ceil(height / 2), 0.2),
  ]);
  const base = Buffer.alloc(width * height * 3);
  for (let i = 0; i < base.length; i++) {
    base[i] = Math.round(layers.reduce((sum, { pixels, amplitude }) => sum + pixels[i] * amplitude, 0));
  }
  const picture = sharp(base, { raw: { width, height, channels: 3 } });
  return format === 'webp' ? picture.webp({ quality }).toBuffer() : picture.jpeg({ quality, mozjpeg: true }).toBuffer();
}

/** A self-signed certificate for the CDN's host name, made with openssl in a temporary folder. */
function standInCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-cdn-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${STAND_IN_HOST}`,
      '-addext',
      `subjectAltName=DNS:${STAND_IN_HOST}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
  return certificate;
}

/**
 * Starts the stand-in CDN on 127.0.0.1:port; resolves to { port, close, requests } once listening. Over HTTPS
 * for browsers (standInBrowserArgs); `tls: false` serves plain HTTP, for a build that downloads covers
 * (REMOTE_COVER_STAND_IN). A path `serves` refuses answers 404, as a photo removed from the CDN.
 * @param {number} port
 * @param {{ tls?: boolean, serves?: (path: string) => boolean }} [options]
 */
export async function startStandInImages(port, { tls = true, serves = () => true } = {}) {
  const cache = new Map();
  const requests = [];
  const picture = (url, accept) => {
    const variant = standInVariant(url.href, accept);
    const key = `${url.pathname} ${JSON.stringify(variant)}`;
    if (!cache.has(key)) cache.set(key, standInPicture(url.pathname, variant));
    return { variant, body: cache.get(key) };
  };
  const answer = async (request, response) => {
    try {
      const url = new URL(request.url, `https://${STAND_IN_HOST}`);
      if (!serves(url.pathname)) {
        requests.push({ url: url.href, status: 404 });
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const { variant, body: pending } = picture(url, request.headers.accept);
      const body = await pending;
      requests.push({ url: url.href, ...variant, bytes: body.length });
      response.writeHead(200, {
        'content-type': `image/${variant.format}`,
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000',
        vary: 'Accept',
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  };
  const server = tls ? createHttpsServer(standInCertificate(), answer) : createHttpServer(answer);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** The port it listens on (the one asked for, or the one the system chose for port 0). */
    port: server.address().port,
    requests,
    /**
     * Makes every CDN picture a page's HTML names ahead of time, in both formats: Lighthouse derives
     * the host's response time from what it observes, so generating on the first request would count
     * as a slow CDN.
     */
    warm: async (html) => {
      const urls =
        html
          .replaceAll('&amp;', '&')
          .match(new RegExp(`https://${STAND_IN_HOST.replaceAll('.', '\\.')}/[^"'\\s,]+`, 'g')) ?? [];
      await Promise.all(urls.flatMap((url) => ['image/webp', ''].map((accept) => picture(new URL(url), accept).body)));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
