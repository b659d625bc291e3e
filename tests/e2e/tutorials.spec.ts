// Tutorials: the listing's layout, count line, pictures and early input (its filters, shared with
// /trends, are in listing-filters.spec.ts), the detail pages, the fixed hashtag-strategy page, and the
// markdown link policy.
import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  expectNoSeriousAxeViolations,
  denyClipboardWrites,
  layoutShifts,
  recordLayoutShifts,
} from './fixtures';
import { builtPages } from './routes';
import { FEATURED_TUTORIAL_IMAGES, TUTORIAL_CATEGORY_IMAGES, TUTORIAL_IMAGE_FALLBACK } from '@/data/tutorialImages';
import { isReactCode } from '../../scripts/lib/pageAssets.mjs';

interface Tutorial {
  id: string;
  title: string;
  description: string;
  category: keyof typeof TUTORIAL_CATEGORY_IMAGES;
  readTime: number;
  date: string;
  featured: boolean;
}

/** The tutorials as authored (src/content/tutorials), newest first: the listing's order. */
const TUTORIALS: Tutorial[] = readdirSync('src/content/tutorials')
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const frontmatter = readFileSync(`src/content/tutorials/${file}`, 'utf8').split('---')[1];
    const field = (name: string) => frontmatter.match(new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm'))?.[1];
    return {
      id: file.replace(/\.mdx?$/, ''),
      title: field('title')!,
      description: field('description')!,
      category: field('category') as Tutorial['category'],
      readTime: Number(field('readTime')),
      date: field('date')!,
      featured: field('featured') === 'true',
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

const byId = (id: string) => TUTORIALS.find((tutorial) => tutorial.id === id)!;
/** Related tutorials: the same category first, then the rest, newest first, never the tutorial itself. */
const relatedTo = (current: Tutorial) => [
  ...TUTORIALS.filter((tutorial) => tutorial.category === current.category && tutorial.id !== current.id),
  ...TUTORIALS.filter((tutorial) => tutorial.category !== current.category),
];
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

const pills = (page: Page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
const allSection = (page: Page) => page.getByRole('region', { name: 'All Tutorials' });
const cardTitles = (section: Locator) => section.getByRole('article').getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tutorials' });

test.describe('tutorials listing', () => {
  test('shows the hero, the search box and its hint', async ({ page }) => {
    await page.goto('/tutorials');
    await expect(page.getByText('Practical, Ethical Growth Strategies')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TikTok Growth Tutorials');
    await expect(
      page.getByText('Practical guides and strategies to help you grow your TikTok presence ethically and effectively'),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search tutorials...');
    await expect(page.getByText('Popular searches: algorithm, hashtags, engagement, trending sounds')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('lists the featured tutorials in 2 columns from medium screens', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/tutorials');
    const featured = page.getByRole('region', { name: 'Featured Tutorials' });
    const expected = TUTORIALS.filter((tutorial) => tutorial.featured).map((tutorial) => tutorial.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(featured)).toHaveText(expected);
    const [first, second] = await featured
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    if (isDesktop(page)) expect(first).toBe(second);
    else expect(second).toBeGreaterThan(first);
  });

  test(
    'lists every tutorial newest first with the count line, in 3 columns on desktop and 1 on a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/tutorials');
      await waitForHydration(page);
      const section = allSection(page);
      await expect(section.getByText('6 tutorials available')).toBeVisible();
      await expect(cardTitles(section)).toHaveText(TUTORIALS.map((tutorial) => tutorial.title));
      const lefts = await section
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(isDesktop(page) ? 3 : 1);
      for (const tutorial of TUTORIALS) {
        await expect(section.getByRole('link', { name: tutorial.title })).toHaveAttribute(
          'href',
          `/tutorials/${tutorial.id}`,
        );
      }
    },
  );

  test('clamps card descriptions to 3 lines', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/tutorials');
    const description = allSection(page).getByText(TUTORIALS[0].description);
    await expect(description).toHaveCSS('-webkit-line-clamp', '3');
    const { height, lineHeight } = await description.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  });

  test('text typed before the listing hydrates is kept and applied', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/TutorialBrowser\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tutorials', { waitUntil: 'domcontentloaded' });
    await searchBox(page).fill('safety');
    release();
    await waitForHydration(page);
    await expect(cardTitles(allSection(page))).toHaveText([byId('tiktok-safety-guide').title]);
    await expect(searchBox(page)).toHaveValue('safety');
    await expect(page).toHaveURL(/\/tutorials\?q=safety$/);
  });

  test('works without JavaScript: every tutorial is listed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tutorials');
    await expect(cardTitles(allSection(page))).toHaveText(TUTORIALS.map((tutorial) => tutorial.title));
    await expect(allSection(page).getByText('6 tutorials available')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Tutorials' }).getByRole('article')).toHaveCount(2);
    await context.close();
  });

  test("card pictures: the category's pair alternating by position, featured cards alternate two fixed ones", async ({
    page,
  }) => {
    await page.goto('/tutorials');
    await waitForHydration(page);
    const sources = (section: Locator) =>
      section
        .getByRole('article')
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    // Each picture is the site's own file, as the data names it (the site is built at the domain root).
    expect(await sources(page.getByRole('region', { name: 'Featured Tutorials' }))).toEqual([
      FEATURED_TUTORIAL_IMAGES[0],
      FEATURED_TUTORIAL_IMAGES[1],
    ]);
    // The builds under test download no cover (REMOTE_COVERS=skip): a tutorial whose cover is a URL shows
    // its category's picture like one without a cover.
    const expected = TUTORIALS.map((tutorial, position) => TUTORIAL_CATEGORY_IMAGES[tutorial.category][position % 2]);
    expect(await sources(allSection(page))).toEqual(expected);

    // Positions change with the filter: the editing tutorial becomes the first card of its category.
    await pills(page).getByText('Content Creation', { exact: true }).click();
    await expect.poll(() => sources(allSection(page))).toEqual([TUTORIAL_CATEGORY_IMAGES['Content Creation'][0]]);
    const image = allSection(page).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(image).toHaveAttribute('src', TUTORIAL_CATEGORY_IMAGES['Content Creation'][0]);
  });

  test(
    'a picture that fails to load is replaced by the local fallback without moving the layout',
    { tag: '@phone' },
    async ({ page }) => {
      // The site's pictures load anywhere the page does; a network that drops them is made here.
      await page.route(/\/images\/tutorials\//, (route) => route.abort());
      await page.goto('/tutorials');
      await waitForHydration(page);
      const images = page.locator('main article img');
      await expect(images).toHaveCount(TUTORIALS.length + 2);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('src', TUTORIAL_IMAGE_FALLBACK);
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
        const box = (await image.boundingBox())!;
        expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1.5);
      }
      // After a filter change the new cards fall back too.
      await pills(page).getByText('Content Creation', { exact: true }).click();
      // The cards follow the pill a moment later (a deferred render): a locator resolving to several
      // images fails at once rather than waiting, so wait for the one card first.
      const filtered = allSection(page).locator('img');
      await expect(filtered).toHaveCount(1);
      await expect(filtered).toHaveAttribute('src', TUTORIAL_IMAGE_FALLBACK);
    },
  );

  test('the newsletter block: texts, a required but disabled email field, and a Coming Soon toast', async ({
    page,
  }) => {
    await page.goto('/tutorials');
    const newsletter = page.getByRole('region', { name: 'Stay Updated with the Latest TikTok Strategies' });
    await expect(newsletter).toBeVisible();
    await expect(
      newsletter.getByText('Get weekly tutorials, trend reports, and growth tactics delivered to your inbox.'),
    ).toBeVisible();
    const email = newsletter.getByLabel('Email address');
    await expect(email).toBeDisabled();
    await expect(email).toHaveAttribute('required', '');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(toast.getByText('Newsletter signup will be available soon.')).toBeVisible();
  });
});

test.describe('tutorial detail', () => {
  for (const tutorial of TUTORIALS) {
    test(`${tutorial.id}: heading, picture, body, related lists, links and newsletter`, async ({ page }) => {
      await page.goto(`/tutorials/${tutorial.id}`);
      const main = page.getByRole('main');
      const article = main.getByRole('article', { name: tutorial.title });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutorial.title);
      await expect(article.getByText(tutorial.category, { exact: true }).first()).toBeVisible();
      await expect(article.getByText(`${tutorial.readTime} min read`)).toBeVisible();
      const date = new Date(tutorial.date).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
      await expect(article.locator('time')).toHaveText(date);
      await expect(article.getByText(tutorial.description)).toBeVisible();
      await expect(article.locator('.prose-body h2').first()).toBeVisible();
      await expect(page.getByText('Full tutorial content coming soon!')).toHaveCount(0);

      // The builds under test download no cover: the page shows its category's first picture.
      const picture = article.locator('header img');
      await expect(picture).toHaveAttribute('src', TUTORIAL_CATEGORY_IMAGES[tutorial.category][0]);
      await expect(picture).toHaveAttribute('data-fallback', TUTORIAL_IMAGE_FALLBACK);
      await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

      await expect(article.getByRole('button', { name: 'Yes' })).toBeVisible();
      await expect(article.getByRole('button', { name: 'No' })).toBeVisible();

      const sidebar = main.getByRole('complementary');
      const related = sidebar.getByRole('region', { name: 'Related Tutorials' }).getByRole('link');
      await expect(related).toHaveCount(5);
      expect(await related.allTextContents()).not.toContain(tutorial.title);
      // Each page's own list (the blocks are rendered once per distinct list, never reused across lists).
      expect((await related.allTextContents()).map((text) => text.trim())).toEqual(
        relatedTo(tutorial)
          .slice(0, 5)
          .map((other) => other.title),
      );
      await expect(sidebar.getByRole('link', { name: /Earnings Calculator/ })).toHaveAttribute('href', '/calculator');

      const more = main.getByRole('region', { name: 'More Tutorials You Might Like' });
      await expect(more.getByRole('article')).toHaveCount(3);
      expect(await cardTitles(more).allTextContents()).not.toContain(tutorial.title);
      expect((await cardTitles(more).allTextContents()).map((text) => text.trim())).toEqual(
        relatedTo(tutorial)
          .slice(0, 3)
          .map((other) => other.title),
      );

      const pager = main.getByRole('navigation', { name: 'More tutorials' });
      await expect(pager.getByRole('link', { name: 'All Tutorials' })).toHaveAttribute('href', '/tutorials');
      const next = TUTORIALS[(TUTORIALS.indexOf(tutorial) + 1) % TUTORIALS.length];
      await expect(pager.getByRole('link', { name: /Next Tutorial/ })).toContainText(next.title);
      await expect(pager.getByRole('link', { name: /Next Tutorial/ })).toHaveAttribute('href', `/tutorials/${next.id}`);

      await expect(page.getByRole('heading', { name: 'Stay Updated with the Latest TikTok Strategies' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("More Tutorials' cards (Astro) have the listing's card markup (React), picture aside", async ({ page }) => {
    /**
     * The card's element tree: tags, attributes and text. Left out: the picture's addresses (they depend
     * on the card's position), the fallback mark set at run time, and whitespace between tags (Astro keeps
     * one space where the template breaks a line; nothing in the card lays it out).
     */
    const cardShape = (card: Locator) =>
      card.evaluate((root) => {
        const shape = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent!.trim() ? JSON.stringify(node.textContent) : '';
          if (!(node instanceof Element)) return '';
          const attributes = [...node.attributes]
            .filter(
              (attribute) => !(node.tagName === 'IMG' && ['src', 'srcset', 'data-fell-back'].includes(attribute.name)),
            )
            .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
            .sort();
          return `<${node.tagName} ${attributes.join(' ')}>${[...node.childNodes].map(shape).join('')}</>`;
        };
        return shape(root);
      });
    const tutorial = TUTORIALS[0];
    await page.goto(`/tutorials/${tutorial.id}`);
    const more = page.getByRole('region', { name: 'More Tutorials You Might Like' }).getByRole('article');
    await expect(more).toHaveCount(3);
    const shown = await more.first().getByRole('link').getAttribute('href');
    const onDetailPage = await cardShape(more.first());

    await page.goto('/tutorials');
    await waitForHydration(page);
    const listed = allSection(page)
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${shown}"]`) });
    expect(await cardShape(listed)).toBe(onDetailPage);
  });

  test('the Next Tutorial link leads to a working page', async ({ page }) => {
    await page.goto(`/tutorials/${TUTORIALS[0].id}`);
    await page.getByRole('link', { name: /Next Tutorial/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TUTORIALS[1].title);
  });

  test('Share copies the page link and says so; no React loads until then', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
    });
    await page.goto('/tutorials/tiktok-safety-guide?ref=newsletter#scams');
    await page.waitForLoadState('networkidle');
    // React is recognised by its code, as the budget script does, not by chunk names.
    const loadsReact = async () => (await Promise.all(scripts)).some(isReactCode);
    expect(await loadsReact()).toBe(false);

    await page.getByRole('button', { name: 'Share' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText('Link copied!')).toBeVisible();
    await expect(toast.getByText('Share this tutorial with your friends.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/tutorials/tiktok-safety-guide`);
    // The toaster (React and sonner) arrived only with the click.
    expect(await loadsReact()).toBe(true);
  });

  test('a refused clipboard is only logged: no toast, no error', async ({ page }) => {
    const warnings = await denyClipboardWrites(page);
    await page.goto('/tutorials/tiktok-safety-guide');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('Copy to clipboard failed'))).toBe(true);
    await expect(page.getByText('Link copied!')).toHaveCount(0);
  });

  test('Save confirms the bookmark and stores nothing', async ({ page }) => {
    await page.goto('/tutorials/creator-fund-application');
    const before = await page.evaluate(() => JSON.stringify(localStorage));
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText('Tutorial bookmarked!')).toBeVisible();
    await expect(toast.getByText('You can find this in your saved tutorials.')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
  });

  test('Yes and No have no effect', async ({ page }) => {
    await page.goto('/tutorials/creator-fund-application');
    const article = page.getByRole('article', { name: byId('creator-fund-application').title });
    await article.getByRole('button', { name: 'Yes' }).click();
    await article.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/tutorials\/creator-fund-application$/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('only the tutorial itself is indexed by site search', async ({ page }) => {
    await page.goto('/tutorials/tiktok-algorithm-explained');
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('data-pagefind-body', '');
    await expect(main.locator('[data-pagefind-filter="category"]')).toHaveText('Tutorials');
    for (const chrome of [
      main.getByRole('navigation', { name: 'Breadcrumb' }),
      main.getByRole('complementary'),
      main.getByRole('region', { name: 'More Tutorials You Might Like' }),
      main.getByRole('navigation', { name: 'More tutorials' }),
      main.getByRole('region', { name: 'Was this tutorial helpful?' }),
    ]) {
      await expect(chrome).toHaveAttribute('data-pagefind-ignore', /.*/);
    }
    // The category/date/read-time line would otherwise open excerpts with "· 5 min read".
    await expect(main.locator('header time').locator('..')).toHaveAttribute('data-pagefind-ignore', /.*/);
    await expect(
      main.getByRole('article', { name: byId('tiktok-algorithm-explained').title }).locator('.prose-body'),
    ).not.toHaveAttribute('data-pagefind-ignore');
  });

  test('an unknown tutorial id shows the not-found page with Browse All Tutorials', async ({ page }) => {
    const response = await page.goto('/tutorials/no-such-tutorial');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Browse All Tutorials' })).toHaveAttribute('href', '/tutorials');
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });

  test('the short tutorial addresses still lead to their tutorials', async ({ page }) => {
    await page.goto('/tutorials/monetization');
    await expect(page).toHaveURL(/\/tutorials\/creator-fund-application$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(byId('creator-fund-application').title);
  });

  test('the page does not shift after load', { tag: '@phone' }, async ({ page }) => {
    // Everything the page asks for has arrived (or failed, as outside pictures do here) when none is in flight.
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await recordLayoutShifts(page);
    await page.goto('/tutorials/brand-partnership-guide');
    await expect.poll(() => inFlight.size).toBe(0);
    expect(await layoutShifts(page, { sinceParsed: true })).toEqual({ total: 0, moved: [] });
  });
});

test.describe('hashtag strategy page', () => {
  test('states 5 min read, May 15, 2024 and the helpful count, with the generator guidance', async ({ page }) => {
    await page.goto('/tutorials/hashtag-strategy');
    const article = page.getByRole('article', { name: byId('hashtag-strategy').title });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(byId('hashtag-strategy').title);
    await expect(article.getByText('5 min read', { exact: true })).toBeVisible();
    await expect(article.getByText('May 15, 2024', { exact: true })).toBeVisible();
    await expect(article.getByText('124 people found this helpful')).toBeVisible();
    const body = article.locator('.prose-body');
    await expect(body).toContainText('5-5-5 method');
    await expect(body).toContainText('3 to 5 hashtags per video');
    await expect(body).toContainText('at most 30 hashtags');
    await expect(
      page
        .getByRole('main')
        .getByRole('complementary')
        .getByRole('link', { name: /Earnings Calculator/ }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('is built once, from its own page, and only it carries the helpful count', async () => {
    const pages = builtPages();
    expect(pages.filter((route) => route === '/tutorials/hashtag-strategy')).toHaveLength(1);
    expect(readFileSync('dist/tutorials/hashtag-strategy/index.html', 'utf8')).toContain(
      '124 people found this helpful',
    );
    for (const tutorial of TUTORIALS.filter((item) => item.id !== 'hashtag-strategy')) {
      expect(readFileSync(`dist/tutorials/${tutorial.id}/index.html`, 'utf8')).not.toContain(
        'people found this helpful',
      );
    }
  });
});

test('no built page links to a disallowed URL scheme', async () => {
  const allowed = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
  const offending: string[] = [];
  for (const route of [...builtPages(), '/404']) {
    const file = route === '/404' ? 'dist/404.html' : `dist${route === '/' ? '' : route}/index.html`;
    const html = readFileSync(file, 'utf8');
    for (const [, value] of html.matchAll(
      /<(?:a|area|iframe|img|form|object|embed)\b[^>]*?\s(?:href|src|action|data)="([^"]*)"/gi,
    )) {
      const decoded = value
        .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(/&colon;/gi, ':');
      // eslint-disable-next-line no-control-regex
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded.replace(/[\u0000-\u0020]/g, ''))?.[1].toLowerCase();
      if (scheme && !allowed.has(scheme)) offending.push(`${route}: ${value}`);
    }
  }
  expect(offending).toEqual([]);
});
