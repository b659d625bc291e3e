// @vitest-environment jsdom
// What feed readers and search engines read beyond the page, from dist/ as a host serves it: the RSS
// feeds, JSON-LD structured data (hashed under the CSP) and the web manifest with its icons. Whether
// Chromium finds the site installable needs a browser: tests/e2e/feeds-metadata.spec.ts.
//
// The feeds are parsed with the DOMParser of jsdom (this file's environment), a strict XML parser as a
// feed reader's is: a feed that is not well-formed XML fails. htmlparser2 recovers from unclosed or stray
// tags without a word, and knows no XML namespaces (the feed's Atom self link is one).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { selectAll } from 'css-select';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD as site, attribute, textOf, type BuiltPage, type PageElement } from './builtSite';
import { SITE } from '@/data/site';
import { DICTIONARIES } from '@/i18n';
import { localizedPath, splitLanguagePath } from '@/lib/languagePrefix';

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

/** Every element under `element` matching a CSS selector, in document order. */
const within = (element: PageElement, selector: string) => selectAll<PageElement, PageElement>(selector, element);

/** An element's text exactly as a browser's textContent gives it (whitespace kept). */
const rawText = (element: PageElement | null) => (element ? DomUtils.textContent(element) : null);

/** Every page of the build, the 404 page included (it carries the shared head and footer too). */
const PAGES = site.pages();

/** The page a static host serves at `path`, which must exist. */
function pageAt(path: string): BuiltPage {
  const { status, page } = site.page(path);
  expect(status, path).toBe(200);
  return page;
}

const FEEDS = [
  { path: '/tutorials/rss.xml', collection: 'tutorials', listing: '/tutorials', label: 'tutorialsFeed' },
  { path: '/trends/rss.xml', collection: 'trends', listing: '/trends', label: 'trendsFeed' },
] as const;

const ATOM = 'http://www.w3.org/2005/Atom';

interface ParsedFeed {
  version: string | null;
  channel: Record<string, string>;
  selfLink: string | null;
  items: Record<string, string>[];
}

/** Reads a feed from the build; a feed that is missing or not well-formed XML fails the test. */
function parseFeed(path: string): ParsedFeed {
  const file = site.fileFor(path);
  expect(file, `${path} is in the build`).not.toBeNull();
  // Hosts name a file's type by its extension: .xml is served as XML.
  expect(extname(file!)).toBe('.xml');
  const document = new DOMParser().parseFromString(readFileSync(file!, 'utf8'), 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`${path} is not well-formed XML: ${error.textContent}`);
  const rss = document.documentElement;
  const channel = rss.querySelector(':scope > channel');
  expect(channel, `${path} has a channel`).not.toBeNull();
  // Namespaced children (atom:link) are read apart; the rest by their RSS element names.
  const children = (element: Element) =>
    Object.fromEntries(
      [...element.children].filter((child) => !child.prefix).map((child) => [child.tagName, child.textContent ?? '']),
    );
  return {
    version: rss.tagName === 'rss' ? rss.getAttribute('version') : null,
    channel: children(channel!),
    selfLink: channel!.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href') ?? null,
    items: [...channel!.querySelectorAll(':scope > item')].map(children),
  };
}

/** Landmarks a footer loses when it sits inside sectioning content. */
const SECTIONING = 'article, aside, main, nav, section';

/** A link's accessible name: its aria-label, or else its text. */
const nameOf = (link: PageElement) => attribute(link, 'aria-label')?.trim() || textOf(link);

it('the build has its pages', () => {
  // Every check below runs over PAGES: an empty or broken build must not pass them vacuously.
  expect(PAGES.length).toBeGreaterThan(30);
});

describe('RSS feeds', () => {
  it.each(FEEDS)('$path is RSS 2.0 with every $collection entry, newest first', (feed) => {
    const parsed = parseFeed(feed.path);
    expect(parsed.version).toBe('2.0');
    expect(parsed.channel.title).toContain(SITE.name);
    expect(parsed.channel.description).not.toBe('');
    expect(parsed.channel.link).toBe(new URL(feed.listing, SITE.url).href);
    expect(parsed.selfLink).toBe(new URL(feed.path, SITE.url).href);

    const entries = authored(feed.collection);
    expect(entries.length).toBeGreaterThan(0);
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
      expect(site.fileFor(new URL(item.link).pathname), item.link).toMatch(/\.html$/);
    }
    const times = parsed.items.map((item) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('every page links both feeds of its language from its head, and its footer links them too', () => {
    for (const page of PAGES) {
      const language = splitLanguagePath(page.route).language;
      for (const feed of FEEDS) {
        const path = localizedPath(feed.path, language);
        const links = page.all(`link[rel="alternate"][type="application/rss+xml"][href="${path}"]`);
        expect(links, `${page.route}: head link to ${path}`).toHaveLength(1);
        expect(page.all('head > link').includes(links[0]), `${page.route}: ${path} linked from the head`).toBe(true);
        const { title, ...others } = links[0].attribs;
        expect(title, `${page.route}: ${path} link title`).toMatch(/\S/);
        expect(others, page.route).toEqual({ rel: 'alternate', type: 'application/rss+xml', href: path });
      }
      // <footer> is the contentinfo landmark only outside sectioning content.
      const footers = page.all('footer').filter((footer) => !page.all(`:is(${SECTIONING}) footer`).includes(footer));
      expect(footers, `${page.route}: one contentinfo landmark`).toHaveLength(1);
      // Named in the page's language ('Tutorials RSS feed', 'RSS de tutoriales').
      const footerTexts = DICTIONARIES[splitLanguagePath(page.route).language].layout.footer;
      for (const feed of FEEDS) {
        const name = footerTexts[feed.label];
        const named = within(footers[0], 'a[href]').filter((link) => nameOf(link) === name);
        expect(named, `${page.route}: footer link named '${name}'`).toHaveLength(1);
        expect(attribute(named[0], 'href'), `${page.route}: ${name}`).toBe(
          localizedPath(feed.path, splitLanguagePath(page.route).language),
        );
      }
    }
  });
});

type Node = Record<string, unknown>;

/** Every JSON-LD block of a page's HTML, parsed, with whether the page's CSP lists its hash. */
function jsonLdBlocks(page: BuiltPage) {
  const csp = attribute(page.one('meta[http-equiv="content-security-policy"]'), 'content') ?? '';
  // The hash is of the script's text exactly as written in the HTML, so the blocks are read from it.
  const blocks = [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => ({
    document: JSON.parse(text) as Node,
    hashed: csp.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
  }));
  // A block written another way (more attributes, other quoting) would escape the pattern above.
  expect(blocks, `${page.route}: every JSON-LD script read`).toHaveLength(
    page.all('script[type="application/ld+json"]').length,
  );
  return blocks;
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
      // The search page in the page's own language.
      const searchPage = localizedPath('/search', splitLanguagePath(where).language);
      expect((action.target as Node).urlTemplate).toBe(
        new URL(`${searchPage}?q={search_term_string}`, SITE.url).href.replace('%7B', '{').replace('%7D', '}'),
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

/** Every node of every JSON-LD block of a page. */
const nodesOfPage = (page: BuiltPage) => jsonLdBlocks(page).flatMap(({ document }) => nodesOf(document));

describe('structured data', () => {
  it('every JSON-LD block on every page parses, carries no CSP hash and has its required fields', () => {
    const typesByPage = new Map<string, string[]>();
    for (const page of PAGES) {
      const types: string[] = [];
      for (const { document, hashed } of jsonLdBlocks(page)) {
        expect(document['@context'], page.route).toBe('https://schema.org');
        // A data block is never run, so no policy governs it: a hash would be 50 bytes of the first flight for nothing.
        expect(hashed, `${page.route}: JSON-LD hash in the CSP`).toBe(false);
        for (const node of nodesOf(document)) {
          checkNode(node, page.route);
          types.push(String(node['@type']));
        }
      }
      typesByPage.set(page.route, types.sort());
    }
    for (const [path, types] of typesByPage) {
      if (/^\/tutorials\/[^/]+$/.test(path)) expect(types, path).toEqual(['Article', 'BreadcrumbList']);
      else if (/^\/trends\/[^/]+$/.test(path)) expect(types, path).toEqual(['BreadcrumbList']);
    }
    expect(typesByPage.get('/')).toEqual(['WebSite']);
    expect(typesByPage.get('/contact')).toEqual(['FAQPage']);
    expect(typesByPage.get('/pricing')).toEqual(['FAQPage']);
  });

  it.each(['/contact', '/pricing'])('%s: the FAQPage holds the questions and answers the page shows', (path) => {
    const page = pageAt(path);
    const blocks = jsonLdBlocks(page);
    expect(blocks, `${path}: one JSON-LD block`).toHaveLength(1);
    const faq = blocks[0].document as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    const shown = page.all('details.faq');
    expect(shown).toHaveLength(faq.mainEntity.length);
    for (const [index, question] of faq.mainEntity.entries()) {
      const summaries = within(shown[index], 'summary');
      const answers = within(shown[index], 'p');
      expect(summaries, `${path}: question ${index + 1}`).toHaveLength(1);
      expect(answers, `${path}: answer ${index + 1}`).toHaveLength(1);
      expect(textOf(summaries[0])).toBe(question.name);
      expect(textOf(answers[0])).toBe(question.acceptedAnswer.text);
    }
  });

  /** The trail a page shows and its BreadcrumbList's steps, both as { name, item } with absolute URLs. */
  function trailOf(page: BuiltPage, path: string) {
    const trails = page.all('nav[data-breadcrumb]');
    expect(trails, `${path}: one breadcrumb trail`).toHaveLength(1);
    // Links resolve against the page's own address, as a browser does, and are compared on the site's origin.
    const pageUrl = new URL(path, SITE.url);
    const shown = within(trails[0], 'a[href]').map((link) => ({
      name: rawText(link),
      item: new URL(new URL(attribute(link, 'href')!, pageUrl).pathname, SITE.url).href,
    }));
    const here = within(trails[0], '[aria-current="page"]');
    expect(here, `${path}: the trail's current item`).toHaveLength(1);
    const lists = nodesOfPage(page).filter((node) => node['@type'] === 'BreadcrumbList');
    expect(lists, `${path}: one BreadcrumbList`).toHaveLength(1);
    const steps = (lists[0].itemListElement as Node[]).map(({ name, item }) => ({ name, item }));
    return { shown, here: textOf(here[0]), steps };
  }

  it.each([
    { path: '/trends/duet-challenges', title: 'Duet Challenges', here: 'Duet Challenges' },
    { path: '/tutorials/tiktok-algorithm-explained', title: null, here: 'Growth Strategy' },
  ])("$path: the breadcrumb's structured data is the trail the page shows, ending at the page", (expected) => {
    const page = pageAt(expected.path);
    const { shown, here, steps } = trailOf(page, expected.path);
    expect(here).toBe(expected.here);
    expect(shown).toEqual(steps.slice(0, -1));
    expect(steps.at(-1)).toEqual({
      name: expected.title ?? rawText(page.one('h1')),
      item: new URL(expected.path, SITE.url).href,
    });
  });

  it('every page that shows a breadcrumb trail has it as structured data, ending at the page and its heading', () => {
    const withTrail = PAGES.filter((page) => page.one('nav[data-breadcrumb]'));
    expect(withTrail.length).toBeGreaterThan(5);
    for (const page of PAGES) {
      const listed = nodesOfPage(page).some((node) => node['@type'] === 'BreadcrumbList');
      expect(listed, `${page.route}: a BreadcrumbList exactly when a trail shows`).toBe(withTrail.includes(page));
    }
    for (const page of withTrail) {
      const { shown, steps } = trailOf(page, page.route);
      expect(shown, page.route).toEqual(steps.slice(0, -1));
      expect(steps.at(-1), page.route).toEqual({
        name: rawText(page.one('h1')),
        item: new URL(page.route, SITE.url).href,
      });
    }
  });

  it('a tutorial article names its own page, title, date and picture', () => {
    const path = '/tutorials/tiktok-algorithm-explained';
    const page = pageAt(path);
    // The article has a block of its own; the breadcrumb trail writes another.
    const nodes = nodesOfPage(page);
    expect(nodes.map((node) => node['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
    const article = nodes.find((node) => node['@type'] === 'Article')!;
    expect(page.all('h1')).toHaveLength(1);
    expect(article.headline).toBe(rawText(page.one('h1')));
    expect(article.mainEntityOfPage).toBe(new URL(path, SITE.url).href);
    expect(article.datePublished).toBe(attribute(page.one('article time'), 'datetime'));
    // Rich results want a picture at least 1200 px wide: the page's picture is a file of the site (a cover
    // made its own at build, or one of its small drawings), so the article names its share card, drawn
    // from it at 1200 px: the picture the page is shared with.
    expect(attribute(page.one('main article img'), 'src'), `${path}: the article's picture`).toBeTruthy();
    expect(article.image).toBe(attribute(page.one('meta[property="og:image"]'), 'content'));
    expect(article.image).toBe(new URL('/og/tutorials/tiktok-algorithm-explained.jpg', SITE.url).href);
  });
});

describe('web manifest', () => {
  it('every page links the manifest and the theme colours from its head', () => {
    for (const page of PAGES) {
      const inHead = (selector: string) => page.all(`head > ${selector}`).map((element) => element.attribs);
      expect(page.all('link[rel="manifest"]'), page.route).toHaveLength(1);
      expect(inHead('link[rel="manifest"]'), page.route).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
      expect(page.all('meta[name="theme-color"]'), page.route).toHaveLength(2);
      expect(inHead('meta[name="theme-color"]'), page.route).toEqual(
        expect.arrayContaining([
          { name: 'theme-color', content: '#d9124a' },
          { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: '#012' },
        ]),
      );
    }
  });

  it('the manifest names the site, its colours and icons, one maskable, that exist at their sizes', () => {
    const file = site.fileFor('/manifest.webmanifest');
    expect(file).not.toBeNull();
    const manifest = JSON.parse(readFileSync(file!, 'utf8')) as {
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
      const iconFile = site.fileFor(icon.src);
      expect(iconFile, icon.src).not.toBeNull();
      // Hosts name a file's type by its extension: the type the manifest gives must be the one served.
      expect(icon.type, icon.src).toBe('image/png');
      expect(extname(iconFile!), icon.src).toBe('.png');
      const png = readFileSync(iconFile!);
      // A PNG starts with its signature, then the IHDR chunk: width and height as big-endian integers
      // at bytes 16 and 20.
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), icon.src).toBe(
        true,
      );
      expect(png.toString('latin1', 12, 16), icon.src).toBe('IHDR');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
