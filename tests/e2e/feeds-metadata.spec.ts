// What feed readers, search engines and browsers read beyond the page: RSS feeds, JSON-LD structured
// data (hashed under the CSP), the web manifest and Chromium's installability.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { launchOptions } from './browser.mjs';
import { test, expect } from './fixtures';
import { builtPages } from './routes';
import { SITE } from '@/data/site';

/** Frontmatter fields of every markdown file of a collection, as authored. */
function authored(collection: 'tutorials' | 'trends') {
  return readdirSync(`src/content/${collection}`)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const frontmatter = readFileSync(`src/content/${collection}/${file}`, 'utf8').split('---')[1];
      const field = (name: string) => frontmatter.match(new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm'))?.[1] ?? '';
      return {
        id: file.replace(/\.md$/, ''),
        title: field('title'),
        description: field('description'),
        category: field('category'),
        date: field(collection === 'tutorials' ? 'date' : 'dateSpotted'),
      };
    });
}

interface ParsedFeed {
  version: string | null;
  channel: Record<string, string>;
  selfLink: string | null;
  items: Record<string, string>[];
}

/** Parses a feed with the browser's XML parser (a parse error fails the test). */
async function parseFeed(page: Page, request: APIRequestContext, path: string): Promise<ParsedFeed> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.querySelector('parsererror'))
      throw new Error(`not well-formed XML: ${document.querySelector('parsererror')!.textContent}`);
    const rss = document.documentElement;
    const channel = rss.querySelector(':scope > channel')!;
    const children = (element: Element) =>
      Object.fromEntries(
        [...element.children].filter((child) => !child.prefix).map((child) => [child.tagName, child.textContent ?? '']),
      );
    return {
      version: rss.tagName === 'rss' ? rss.getAttribute('version') : null,
      channel: children(channel),
      selfLink: channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      items: [...channel.querySelectorAll(':scope > item')].map(children),
    };
  }, xml);
}

// Files and markup, not layout: one browser width is enough.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one run is enough'));

const FEEDS = [
  { path: '/tutorials/rss.xml', collection: 'tutorials', listing: '/tutorials' },
  { path: '/trends/rss.xml', collection: 'trends', listing: '/trends' },
] as const;

test.describe('RSS feeds', () => {
  for (const feed of FEEDS) {
    test(`${feed.path} is RSS 2.0 with every ${feed.collection} entry, newest first`, async ({ page, request }) => {
      await page.goto('/404.html');
      const parsed = await parseFeed(page, request, feed.path);
      expect(parsed.version).toBe('2.0');
      expect(parsed.channel.title).toContain(SITE.name);
      expect(parsed.channel.description).not.toBe('');
      expect(parsed.channel.link).toBe(new URL(feed.listing, SITE.url).href);
      expect(parsed.selfLink).toBe(new URL(feed.path, SITE.url).href);

      const entries = authored(feed.collection);
      expect(parsed.items).toHaveLength(entries.length);
      for (const item of parsed.items) {
        const entry = entries.find(
          (candidate) => new URL(`/${feed.collection}/${candidate.id}`, SITE.url).href === item.link,
        );
        expect(entry, `an entry for ${item.link}`).toBeDefined();
        expect(item.title).toBe(entry!.title);
        expect(item.description).toBe(entry!.description);
        expect(item.category).toBe(entry!.category);
        expect(item.guid).toBe(item.link);
        // RFC 822 date of the authored day.
        expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/);
        expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(
          new Date(`${entry!.date} UTC`).toISOString().slice(0, 10),
        );
        // The link is a page of this site.
        expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
      }
      const times = parsed.items.map((item) => Date.parse(item.pubDate));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  }

  test('every page links both feeds from its head, and the footer links them too', async ({ page, request }) => {
    for (const path of builtPages()) {
      const html = await (await request.get(path)).text();
      for (const feed of FEEDS) {
        expect(html, path).toMatch(
          new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feed.path}">`),
        );
      }
    }
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Tutorials RSS feed' })).toHaveAttribute(
      'href',
      '/tutorials/rss.xml',
    );
    await expect(footer.getByRole('link', { name: 'Trends RSS feed' })).toHaveAttribute('href', '/trends/rss.xml');
  });
});

type Node = Record<string, unknown>;

/** Every JSON-LD block of a page's HTML, parsed, with whether the page's CSP lists its hash. */
function jsonLdBlocks(html: string) {
  const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => ({
    document: JSON.parse(text) as Node,
    hashed: csp.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
  }));
}

const nodesOf = (document: Node): Node[] =>
  Array.isArray(document['@graph']) ? (document['@graph'] as Node[]) : [document];
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/]+\//.test(value);

/** The fields each type needs for its rich result. */
function checkNode(node: Node, where: string) {
  const has = (...fields: string[]) =>
    fields.forEach((field) => expect(node[field], `${where}: ${String(node['@type'])}.${field}`).toBeTruthy());
  switch (node['@type']) {
    case 'Article': {
      has(
        'headline',
        'description',
        'datePublished',
        'dateModified',
        'image',
        'publisher',
        'author',
        'mainEntityOfPage',
      );
      expect(node.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isAbsoluteUrl(node.image)).toBe(true);
      const publisher = node.publisher as Node;
      expect(publisher.name).toBe(SITE.name);
      expect(isAbsoluteUrl((publisher.logo as Node).url)).toBe(true);
      break;
    }
    case 'BreadcrumbList': {
      const steps = node.itemListElement as Node[];
      expect(steps.length).toBeGreaterThan(1);
      steps.forEach((step, index) => {
        expect(step).toMatchObject({ '@type': 'ListItem', position: index + 1 });
        expect(step.name).toBeTruthy();
        expect(isAbsoluteUrl(step.item)).toBe(true);
      });
      break;
    }
    case 'WebSite': {
      has('name', 'url', 'potentialAction');
      const action = node.potentialAction as Node;
      expect(action['@type']).toBe('SearchAction');
      expect((action.target as Node).urlTemplate).toBe(
        new URL('/search?q={search_term_string}', SITE.url).href.replace('%7B', '{').replace('%7D', '}'),
      );
      expect(action['query-input']).toBe('required name=search_term_string');
      break;
    }
    case 'FAQPage': {
      const questions = node.mainEntity as Node[];
      expect(questions.length).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question['@type']).toBe('Question');
        expect(question.name).toBeTruthy();
        expect((question.acceptedAnswer as Node)['@type']).toBe('Answer');
        expect((question.acceptedAnswer as Node).text).toBeTruthy();
      }
      break;
    }
    default:
      throw new Error(`${where}: unexpected structured data type ${String(node['@type'])}`);
  }
}

test.describe('structured data', () => {
  test('every JSON-LD block on every page parses, is hashed in the CSP and has its required fields', async ({
    request,
  }) => {
    const typesByPage = new Map<string, string[]>();
    for (const path of builtPages()) {
      const blocks = jsonLdBlocks(await (await request.get(path)).text());
      const types: string[] = [];
      for (const { document, hashed } of blocks) {
        expect(document['@context'], path).toBe('https://schema.org');
        expect(hashed, `${path}: JSON-LD hash in the CSP`).toBe(true);
        for (const node of nodesOf(document)) {
          checkNode(node, path);
          types.push(String(node['@type']));
        }
      }
      typesByPage.set(path, types.sort());
    }
    for (const [path, types] of typesByPage) {
      if (/^\/tutorials\/[^/]+$/.test(path)) expect(types, path).toEqual(['Article', 'BreadcrumbList']);
      else if (/^\/trends\/[^/]+$/.test(path)) expect(types, path).toEqual(['BreadcrumbList']);
    }
    expect(typesByPage.get('/')).toEqual(['WebSite']);
    expect(typesByPage.get('/contact')).toEqual(['FAQPage']);
    expect(typesByPage.get('/pricing')).toEqual(['FAQPage']);
  });

  for (const path of ['/contact', '/pricing']) {
    test(`${path}: the FAQPage holds the questions and answers the page shows`, async ({ page }) => {
      await page.goto(path);
      const text = await page.locator('script[type="application/ld+json"]').textContent();
      const faq = JSON.parse(text!) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      const shown = page.locator('details.faq');
      await expect(shown).toHaveCount(faq.mainEntity.length);
      for (const [index, question] of faq.mainEntity.entries()) {
        await expect(shown.nth(index).locator('summary')).toHaveText(question.name);
        await expect(shown.nth(index).locator('p')).toHaveText(question.acceptedAnswer.text);
      }
    });
  }

  for (const { path, title, here } of [
    { path: '/trends/duet-challenges', title: 'Duet Challenges', here: 'Duet Challenges' },
    { path: '/tutorials/tiktok-algorithm-explained', title: null, here: 'Growth Strategy' },
  ]) {
    test(`${path}: the breadcrumb's structured data is the trail the page shows, ending at the page`, async ({
      page,
    }) => {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const links = trail.getByRole('link');
      const shown = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => ({ name: anchor.textContent, item: (anchor as HTMLAnchorElement).href })),
      );
      await expect(trail.locator('[aria-current="page"]')).toHaveText(here);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const list = blocks.map((text) => JSON.parse(text) as Node).find((node) => node['@type'] === 'BreadcrumbList')!;
      const steps = (list.itemListElement as Node[]).map(({ name, item }) => ({ name, item }));
      expect(shown.map(({ name, item }) => ({ name, item: new URL(new URL(item).pathname, SITE.url).href }))).toEqual(
        steps.slice(0, -1),
      );
      expect(steps.at(-1)).toEqual({
        name: title ?? (await page.getByRole('heading', { level: 1 }).textContent()),
        item: new URL(path, SITE.url).href,
      });
    });
  }

  test('a tutorial article names its own page, title, date and picture', async ({ page }) => {
    // Pictures load (as a stand-in) so the page keeps the CDN address to compare with.
    await page.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>',
      }),
    );
    await page.goto('/tutorials/tiktok-algorithm-explained');
    // The article has a block of its own; the breadcrumb trail writes another.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((text) => {
      const document = JSON.parse(text) as Node & { '@graph'?: Node[] };
      return document['@graph'] ?? [document];
    });
    expect(nodes.map((node) => node['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
    const article = nodes.find((node) => node['@type'] === 'Article')!;
    expect(article.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(article.mainEntityOfPage).toBe(new URL('/tutorials/tiktok-algorithm-explained', SITE.url).href);
    expect(article.datePublished).toBe(await page.locator('article time').first().getAttribute('datetime'));
    expect(new URL(article.image as string).pathname).toBe(
      new URL((await page.locator('main article img').first().getAttribute('src'))!).pathname,
    );
  });
});

test.describe('web manifest', () => {
  test('every page links the manifest and the theme colour', async ({ request }) => {
    for (const path of builtPages()) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html, path).toContain('<meta name="theme-color" content="#d9124a">');
      expect(html, path).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#012">');
    }
  });

  test('the manifest names the site, its colours and icons, one maskable, that exist at their sizes', async ({
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: SITE.name,
      display: 'standalone',
      start_url: '/',
      theme_color: '#d9124a',
      background_color: '#ffffff',
    });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe(icon.type);
      const png = await response.body();
      // PNG header: width and height as big-endian integers at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test('Chromium finds the site installable', async ({ baseURL }) => {
    // Chromium never offers installing from an incognito profile (Playwright's default): use a real one.
    const profile = mkdtempSync(join(tmpdir(), 'install-check-'));
    const context = await chromium.launchPersistentContext(profile, launchOptions());
    try {
      const page = await context.newPage();
      await page.goto(baseURL!);
      const session = await context.newCDPSession(page);
      await expect
        .poll(async () =>
          (await session.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId),
        )
        .toEqual([]);
      const { url, errors } = await session.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
