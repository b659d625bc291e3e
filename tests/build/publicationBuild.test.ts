// A fixture build: a copy of the site with test entries added (a tutorial and a trend with a local
// cover, a draft and a future-dated tutorial and trend, a tutorial whose remote cover is downloaded and
// one whose remote cover cannot be), built with a site URL and a base path, covers downloaded from a
// stand-in for the image CDN. It proves each publication rule in every output (pages, listings, related
// lists, home, search index, sitemap, feeds, structured data, share cards), that local and downloaded
// covers go through the image pipeline, that a cover which cannot be downloaded gives way to the site's
// own picture, and that a download is cached for a rebuild without network. The
// same copy then checks that a bad cover stops the build naming the file and the field. The real site's
// content is never touched; the build takes seconds.
import { execFileSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, astroIn, astroInAsync, copySite } from './siteCopy';
import { startStandInImages } from '../../scripts/lib/standInImages.mjs';
import { COVER_SOURCE_WIDTH, REMOTE_COVER_CACHE } from '@/lib/remoteCovers';

const FIXTURES = join(ROOT, 'tests/fixtures/content');
const SITE_URL = 'https://fixture.example';
const BASE = '/hub';
/** Words found only in the unpublished fixtures' ids and titles. */
const UNPUBLISHED = ['fixture-draft', 'fixture-scheduled', 'Zebra', 'Quokka', 'Narwhal', 'Axolotl'];
const TEXT_FILE = /\.(html|xml|json|js|mjs|txt|webmanifest|css)$/;

const copy = copySite('publication-build-');
const dist = join(copy, 'dist');
let outputs: Map<string, string>;
/** The build's own messages (warnings included), colour codes stripped. */
let buildLog: string;

/**
 * The image CDN's stand-in: it has the downloaded fixture's photo; every other photo (the unreachable
 * fixture's, and the real site's, which would only make the build longer) answers 404.
 */
const DOWNLOADED_PHOTO = '/photo-fixture-remote';
let imageCdn: Awaited<ReturnType<typeof startStandInImages>>;
let standInOrigin = '';

const settings = () => ({ SITE_URL, BASE_PATH: BASE, REMOTE_COVERS: 'fetch', REMOTE_COVER_STAND_IN: standInOrigin });
const astro = (args: string[]) => astroIn(copy, args, settings());
/** The build answers the stand-in's requests from this process: it must not block while astro runs. */
const astroWhileServing = (args: string[]) => astroInAsync(copy, args, settings());

/** Every text output of the build, the search index's fragments unpacked, by path inside dist/. */
function readOutputs(): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.pf_fragment')) found.set(relative(dist, path), gunzipSync(readFileSync(path)).toString());
    else if (TEXT_FILE.test(entry.name)) found.set(relative(dist, path), readFileSync(path, 'utf8'));
  }
  return found;
}

const page = (path: string) => outputs.get(path) ?? '';
const filesMatching = (pattern: RegExp) => [...outputs.keys()].filter((path) => pattern.test(path));

beforeAll(async () => {
  for (const collection of ['tutorials', 'trends'])
    cpSync(join(FIXTURES, collection), join(copy, 'src/content', collection), { recursive: true });
  imageCdn = await startStandInImages(0, { tls: false, serves: (path: string) => path === DOWNLOADED_PHOTO });
  standInOrigin = `http://127.0.0.1:${imageCdn.port}`;
  const build = await astroWhileServing(['build']);
  buildLog = stripVTControlCharacters(`${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) throw new Error(`fixture build failed:\n${buildLog}`);
  execFileSync(join(ROOT, 'node_modules/.bin/pagefind'), ['--site', dist], { stdio: 'pipe' });
  outputs = readOutputs();
  // The compressed copies servers send, as `npm run build` writes them (the first-flight check reads them).
  execFileSync(process.execPath, [join(ROOT, 'scripts/precompress.ts'), dist], { cwd: copy, stdio: 'pipe' });
}, 600_000);

afterAll(async () => {
  await imageCdn?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe('drafts and scheduled entries in a production build', () => {
  it('have no page and no share card', () => {
    for (const id of ['fixture-draft', 'fixture-scheduled']) {
      expect(existsSync(join(dist, 'tutorials', id))).toBe(false);
      expect(existsSync(join(dist, 'og/tutorials', `${id}.jpg`))).toBe(false);
    }
    for (const id of ['fixture-draft-trend', 'fixture-scheduled-trend']) {
      expect(existsSync(join(dist, 'trends', id))).toBe(false);
      expect(existsSync(join(dist, 'og/trends', `${id}.jpg`))).toBe(false);
    }
  });

  it('are named in no output: listings, related lists, home, search index, sitemap, feeds, JSON-LD', () => {
    const mentions = [...outputs].flatMap(([path, text]) =>
      UNPUBLISHED.filter((word) => text.includes(word)).map((word) => `${path}: ${word}`),
    );
    expect(mentions).toEqual([]);
  });

  it('while a published entry beside them is in each of those outputs', () => {
    const id = 'fixture-local-cover';
    expect(page(`tutorials/${id}/index.html`)).toContain('Fixture Tutorial With A Local Cover');
    expect(page('tutorials/index.html')).toContain(id);
    expect(page('trends/index.html')).toContain('fixture-local-cover-trend');
    const relatedOn = filesMatching(/^tutorials\/[^/]+\/index\.html$/).filter(
      (path) => !path.includes(id) && page(path).includes(`${BASE}/tutorials/${id}`),
    );
    expect(relatedOn.length).toBeGreaterThan(0);
    expect(page('sitemap-0.xml')).toContain(`${SITE_URL}${BASE}/tutorials/${id}/`);
    expect(page('tutorials/rss.xml')).toContain(`${SITE_URL}${BASE}/tutorials/${id}`);
    expect(page('trends/rss.xml')).toContain('fixture-local-cover-trend');
    expect(filesMatching(/\.pf_fragment$/).some((path) => page(path).includes(`/tutorials/${id}/`))).toBe(true);
    expect(page(`tutorials/${id}/index.html`)).toContain('"@type":"Article"');
  });
});

describe('a local cover', () => {
  it('is offered as AVIF and WebP at the hero widths, with width, height and its alt text', () => {
    const html = page('tutorials/fixture-local-cover/index.html');
    const picture = html.match(/<picture>[\s\S]*?<\/picture>/)?.[0] ?? '';
    expect(picture).toMatch(/<source srcset="[^"]*\.avif 400w,[^"]*\.avif 1600w" type="image\/avif"/);
    expect(picture).toMatch(/<source srcset="[^"]*\.webp 400w,[^"]*\.webp 1600w" type="image\/webp"/);
    expect(picture).toMatch(/<img [^>]*alt="Red circle and blue square on a yellow-green gradient"/);
    expect(picture).toMatch(/width="800" height="450"/);
    expect(picture).toContain(`${BASE}/_astro/`);
    for (const src of picture.matchAll(/(\/hub\/_astro\/[^ ",]+)/g)) {
      expect(existsSync(join(dist, src[1].slice(BASE.length)))).toBe(true);
    }
  });

  it('is a picture in the related cards too, at the card widths', () => {
    // The newest Growth Strategy tutorial: first in the related cards of the others in its category.
    const cards =
      page('tutorials/tiktok-algorithm-explained/index.html').split('More Tutorials You Might Like')[1] ?? '';
    expect(cards).toMatch(
      /<picture> <source srcset="[^"]*fixture-cover[^"]*\.avif 400w, [^"]*\.avif 800w" type="image\/avif"/,
    );
  });

  it('reaches the listing islands as a WebP at the card width, not the original file', () => {
    for (const listing of ['tutorials/index.html', 'trends/index.html']) {
      expect(page(listing)).toMatch(/fixture-cover\.[\w-]+_[\w-]+\.webp/);
      expect(page(listing)).not.toMatch(/fixture-cover\.[\w-]+\.jpg/);
    }
  });

  it('is the trend page’s hero as well', () => {
    expect(page('trends/fixture-local-cover-trend/index.html')).toMatch(/<picture>[\s\S]*type="image\/avif"/);
  });
});

describe('a remote cover on the image CDN', () => {
  const downloaded = () => page('tutorials/fixture-remote-cover/index.html');
  const sourceSrcset = (html: string, type: string) =>
    html.match(new RegExp(`<source srcset="([^"]+)" type="image/${type}"`))?.[1] ?? '';

  it('is downloaded once at build, at the widest width a page shows', () => {
    const asked = imageCdn.requests.filter((request: { url: string }) => request.url.includes(DOWNLOADED_PHOTO));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ width: COVER_SOURCE_WIDTH, format: 'jpeg' });
  });

  it('is served from the site as AVIF and WebP at the hero widths, with width and height', () => {
    const picture = downloaded().match(/<picture>[\s\S]*?<\/picture>/)?.[0] ?? '';
    expect(sourceSrcset(picture, 'avif')).toMatch(/^\/hub\/_astro\/[^ ]+\.avif 400w,.*\.avif 1600w$/);
    expect(sourceSrcset(picture, 'webp')).toMatch(/^\/hub\/_astro\/[^ ]+\.webp 400w,.*\.webp 1600w$/);
    expect(picture).toMatch(/width="800" height="450"/);
    for (const src of picture.matchAll(/(\/hub\/_astro\/[^ ",]+)/g))
      expect(existsSync(join(dist, src[1].slice(BASE.length)))).toBe(true);
    // Nothing on the page comes from the CDN any more, so it opens no connection there either.
    const main = downloaded().split('<main')[1]?.split('More Tutorials You Might Like')[0] ?? '';
    expect(main).not.toContain('images.unsplash.com');
    expect(downloaded()).not.toContain('<link rel="preconnect" href="https://images.unsplash.com">');
  });

  it('is preloaded from the head: the same AVIF files and sizes the picture asks for', () => {
    const head = downloaded().split('</head>')[0];
    const preload = head.match(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/,
    );
    expect(preload).not.toBeNull();
    expect(preload![1]).toBe(sourceSrcset(downloaded(), 'avif'));
    expect(downloaded()).toContain(`sizes="${preload![2]}"`);
    // A page showing the site's own picture needs neither; a local cover is preloaded the same way.
    expect(page('tutorials/fixture-unreachable-cover/index.html')).not.toContain('rel="preload" as="image"');
    expect(page('tutorials/fixture-unreachable-cover/index.html')).not.toContain('rel="preconnect"');
    expect(page('tutorials/fixture-local-cover/index.html')).toContain('rel="preload" as="image" type="image/avif"');
  });

  it("that cannot be downloaded gives way to the site's own picture, with a warning naming the entry", () => {
    const html = page('tutorials/fixture-unreachable-cover/index.html');
    // A Safety tutorial: its category's first picture, a plain file under the base path, no srcset.
    expect(html).toMatch(/<img src="\/hub\/images\/tutorials\/safety-1\.svg" alt width="800" height="450"/);
    expect(existsSync(join(dist, 'images/tutorials/safety-1.svg'))).toBe(true);
    expect(html).not.toContain('photo-fixture-missing');
    expect(html).not.toContain('images.unsplash.com');
    expect(buildLog).toMatch(
      /src\/content\/tutorials\/fixture-unreachable-cover\.md: image: https:\/\/images\.unsplash\.com\/photo-fixture-missing\?w=800&h=450&fit=crop was not downloaded \(the host answered 404\); the page shows the site's own picture instead/,
    );
    expect(buildLog).not.toMatch(/fixture-remote-cover\.md: image: .* was not downloaded/);
  });

  it("gives a trend, which needs a cover, the site's neutral picture, without alt text", () => {
    // The stand-in has none of the real trends' photos: each answers 404.
    const html = page('trends/duet-challenges/index.html');
    expect(html).toMatch(/<img src="\/hub\/images\/fallback-image\.svg" alt width="800" height="450" loading="eager"/);
    expect(html).not.toContain('images.unsplash.com');
    expect(buildLog).toMatch(
      /src\/content\/trends\/duet-challenges\.md: image: https:\/\/images\.unsplash\.com\/\S+ was not downloaded \(the host answered 404\); the page shows the site's own picture instead/,
    );
  });

  it(
    'leaves the first screen of each page with a cover within the first round trip, <picture> and preload included',
    { timeout: 120_000 },
    () => {
      // The budget check itself, on this build's pages with covers (it exits 1 on any page over budget).
      const report = execFileSync(
        process.execPath,
        ['scripts/check-budgets.mjs', '--dist', dist, '--base', BASE, '--pages', '^/(tutorials|trends)/fixture-'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(report).toContain('/tutorials/fixture-remote-cover');
      expect(report).toContain('All pages within budget.');
    },
  );

  it('is kept for the next build, which needs no network for it', { timeout: 120_000 }, async () => {
    const cached = readdirSync(join(copy, REMOTE_COVER_CACHE));
    expect(cached).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.jpg$/)]);
    await imageCdn.close();
    const result = astro(['sync']);
    const log = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
    expect(result.status).toBe(0);
    expect(log).not.toMatch(/fixture-remote-cover\.md: image: .* was not downloaded/);
    expect(log).toMatch(/fixture-unreachable-cover\.md: image: .* was not downloaded \(the host could not be reached/);
    // The content store points the entry at the cached file, which the image pipeline imports.
    const assets = readFileSync(join(copy, '.astro/content-assets.mjs'), 'utf8');
    expect(assets).toContain(`.cache/remote-covers/${cached[0]}`);
  });
});

describe('share cards', () => {
  it('are named in the head with absolute URLs on the site URL and base path, size and alt', () => {
    const html = page('tutorials/fixture-local-cover/index.html');
    expect(html).toContain(
      `<meta property="og:image" content="${SITE_URL}${BASE}/og/tutorials/fixture-local-cover.jpg">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toMatch(/<meta property="og:image:alt" content="Fixture Tutorial With A Local Cover: Tutorial/);
    for (const [path, card] of [
      ['index.html', 'home'],
      ['calculator/index.html', 'calculator'],
      ['tools/index.html', 'tools'],
      ['tools/hashtag-generator/index.html', 'tools/hashtag-generator'],
      ['trends/duet-challenges/index.html', 'trends/duet-challenges'],
    ]) {
      expect(page(path)).toContain(`content="${SITE_URL}${BASE}/og/${card}.jpg"`);
      expect(existsSync(join(dist, 'og', `${card}.jpg`))).toBe(true);
    }
  });

  it('are 1200x630 JPEGs, different for two tutorials', async () => {
    const first = readFileSync(join(dist, 'og/tutorials/fixture-local-cover.jpg'));
    const second = readFileSync(join(dist, 'og/tutorials/tiktok-safety-guide.jpg'));
    for (const card of [first, second])
      expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(first.equals(second)).toBe(false);
  });
});

describe('a bad cover stops the build, naming the file and the field', () => {
  const entry = join(copy, 'src/content/tutorials/fixture-local-cover.md');
  const original = () => readFileSync(join(FIXTURES, 'tutorials/fixture-local-cover.md'), 'utf8');
  const sync = (frontmatterEdit: (text: string) => string) => {
    writeFileSync(entry, frontmatterEdit(original()));
    const result = astro(['sync']);
    writeFileSync(entry, original());
    // Colour codes stripped too, should a terminal's settings still ask for them.
    const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
    return { status: result.status, output };
  };

  it('a missing file', { timeout: 120_000 }, () => {
    const { status, output } = sync((text) => text.replace('./fixture-cover.jpg', './no-such-cover.jpg'));
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/tutorials/fixture-local-cover.md: image: ./no-such-cover.jpg does not exist');
  });

  it('a file that is not an image', { timeout: 120_000 }, () => {
    writeFileSync(join(copy, 'src/content/tutorials/not-a-picture.jpg'), 'plain text, not a picture');
    const { status, output } = sync((text) => text.replace('./fixture-cover.jpg', './not-a-picture.jpg'));
    rmSync(join(copy, 'src/content/tutorials/not-a-picture.jpg'));
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/tutorials/fixture-local-cover.md: image: ./not-a-picture.jpg is not an image',
    );
  });

  it('a local cover without alt text', { timeout: 120_000 }, () => {
    const { status, output } = sync((text) => text.replace(/^imageAlt:.*\n/m, ''));
    expect(status).not.toBe(0);
    expect(output).toMatch(/tutorials → fixture-local-cover/);
    expect(output).toMatch(/imageAlt: a local cover image needs imageAlt/);
  });
});
