// Coming-soon pages: every topic, the vote list and its persistence.
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousAxeViolations,
  layoutShifts,
  recordLayoutShifts,
  waitForHydration,
} from './fixtures';
import { COMING_SOON_TOPICS, OTHER_TOPICS_SHOWN, type ComingSoonTopicId } from '@/data/comingSoon';
import { SAMPLE_INFLUENCERS, SAMPLE_PRODUCTS } from '@/data/samples';
import { dictionary as en } from '@/i18n/en';

const TEXTS = en.comingSoon;

const SPEC_TOPICS: Record<string, string> = {
  'pro-subscription': 'Q1 2025',
  'viral-products-reports': 'Q2 2025',
  'book-an-influencer': 'Q3 2025',
  'advanced-tutorials': 'Q1 2025',
  'creator-marketplace': 'Q4 2025',
  'analytics-dashboard': 'Q2 2025',
  'free-content': 'Q2 2025',
  'tools-and-generators': 'Q3 2025',
  'interactive-resources': 'Q3 2025',
  'templates-library': 'Q4 2025',
};

const TOPIC = 'pro-subscription' satisfies ComingSoonTopicId;
const seeded = COMING_SOON_TOPICS[TOPIC].features.map((feature) => ({
  ...feature,
  name: (TEXTS.topics[TOPIC].features as Record<string, string>)[feature.id],
}));

interface ShownFeature {
  name: string;
  votes: number;
  percentage: number;
  button: string;
  disabled: boolean;
}

function voteList(page: Page): Locator {
  return page.getByRole('list', { name: 'Upcoming features, most wanted first' });
}

/** The vote list as the visitor sees it, top to bottom. */
async function shownFeatures(page: Page): Promise<ShownFeature[]> {
  const items = await voteList(page).getByRole('listitem').all();
  return Promise.all(
    items.map(async (item) => {
      const button = item.getByRole('button');
      return {
        name: (await item.locator('p').first().textContent()) ?? '',
        votes: Number(await item.locator('[data-votes]').textContent()),
        percentage: Number((await item.locator('[data-percentage]').textContent())?.replace('%', '')),
        button: ((await button.textContent()) ?? '').trim(),
        disabled: await button.isDisabled(),
      };
    }),
  );
}

/** Counts are sorted descending and each percentage is the rounded share of the shown total. */
function expectConsistent(features: ShownFeature[]) {
  const total = features.reduce((sum, f) => sum + f.votes, 0);
  expect(features.map((f) => f.votes)).toEqual([...features.map((f) => f.votes)].sort((a, b) => b - a));
  expect(features.map((f) => f.percentage)).toEqual(features.map((f) => Math.round((f.votes / total) * 100)));
}

test('every topic of the spec has its page with title, description, estimated release and four votable features', async ({
  page,
}) => {
  for (const [id, release] of Object.entries(SPEC_TOPICS)) {
    const topic = TEXTS.topics[id as ComingSoonTopicId];
    const response = await page.goto(`/coming-soon/${id}`);
    expect(response?.status(), id).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
    await expect(page.getByText(topic.description).first()).toBeVisible();
    await expect(page.getByText(`Estimated release: ${release}`)).toBeVisible();
    await expect(voteList(page).getByRole('listitem')).toHaveCount(4);
  }
});

test('the server-rendered list shows the seeded counts sorted, with bars and shares of the total', async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await waitForHydration(page);
  const shown = await shownFeatures(page);
  expect(shown.map((f) => f.name)).toEqual([...seeded].sort((a, b) => b.votes - a.votes).map((f) => f.name));
  expect(shown.map((f) => f.votes)).toEqual([...seeded].map((f) => f.votes).sort((a, b) => b - a));
  expectConsistent(shown);
  expect(shown.every((f) => f.button.startsWith('Vote') && !f.button.startsWith('Voted') && !f.disabled)).toBe(true);
  // Each bar is as wide as its share.
  const first = voteList(page).getByRole('listitem').first();
  expect(await first.locator('[aria-hidden="true"] > div').evaluate((bar: HTMLElement) => bar.style.width)).toBe(
    `${shown[0].percentage}%`,
  );
});

test('without JavaScript the list and its counts are already in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/coming-soon/${TOPIC}`);
  await expect(voteList(page).getByRole('listitem')).toHaveCount(4);
  await expect(voteList(page).getByText(`${seeded[0].votes}`, { exact: true })).toBeVisible();
  await context.close();
});

test('a vote adds one, disables the button with "Voted", toasts, stores the flag and survives a reload', async ({
  page,
}) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await waitForHydration(page);
  const target = seeded[3];
  await page.getByRole('button', { name: `Vote for ${target.name}` }).click();

  await expect(page.getByText('Thanks for your vote!')).toBeVisible();
  await expect(page.getByText("We'll prioritize this feature based on community feedback.")).toBeVisible();
  const voted = page.getByRole('button', { name: `Voted for ${target.name}` });
  await expect(voted).toBeDisabled();
  let shown = await shownFeatures(page);
  expect(shown.find((f) => f.name === target.name)).toMatchObject({
    votes: target.votes + 1,
    button: 'Voted for ' + target.name,
    disabled: true,
  });
  expectConsistent(shown);
  expect(await page.evaluate((key) => localStorage.getItem(key), `vote_${TOPIC}_${target.id}`)).toBe('true');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: `Voted for ${target.name}` })).toBeDisabled();
  shown = await shownFeatures(page);
  expect(shown.find((f) => f.name === target.name)).toMatchObject({ votes: target.votes + 1, disabled: true });
  for (const other of seeded.filter((f) => f.id !== target.id)) {
    expect(shown.find((f) => f.name === other.name)).toMatchObject({ votes: other.votes, disabled: false });
  }
  expectConsistent(shown);
  await expectNoSeriousAxeViolations(page);
});

test('votes are per topic: the same feature id on another topic is not marked', async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await page.evaluate(() => localStorage.setItem('vote_analytics-dashboard_unlimited-trends', 'true'));
  await page.reload();
  await waitForHydration(page);
  expect((await shownFeatures(page)).every((f) => !f.disabled)).toBe(true);
});

test('applying a stored vote after load shifts no layout', { tag: '@phone' }, async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await page.evaluate(
    (keys) => keys.forEach((key) => localStorage.setItem(key, 'true')),
    seeded.map((f) => `vote_${TOPIC}_${f.id}`),
  );
  await recordLayoutShifts(page);
  await page.reload();
  await waitForHydration(page);
  await expect(voteList(page).getByRole('button', { disabled: true })).toHaveCount(4);
  expect(await layoutShifts(page, { sinceParsed: true })).toEqual({ total: 0, moved: [] });
});

test('a corrupted flag counts as no vote', async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await page.evaluate((key) => localStorage.setItem(key, '{broken'), `vote_${TOPIC}_${seeded[0].id}`);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: `Vote for ${seeded[0].name}` })).toBeEnabled();
});

test('voting still works when localStorage throws', async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
  });
  await page.goto(`/coming-soon/${TOPIC}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Vote for ${seeded[1].name}` }).click();
  await expect(page.getByRole('button', { name: `Voted for ${seeded[1].name}` })).toBeDisabled();
  await expect(page.getByText('Thanks for your vote!')).toBeVisible();
});

test('the vote button is usable from the keyboard', async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Vote for ${seeded[2].name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Voted for ${seeded[2].name}` })).toBeDisabled();
});

test('Back to Home and up to six other topics, each leading to its page', async ({ page }) => {
  await page.goto(`/coming-soon/${TOPIC}`);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const others = page.getByRole('region', { name: 'More features on the way' }).getByRole('link');
  await expect(others).toHaveCount(OTHER_TOPICS_SHOWN);
  const hrefs = await others.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).not.toContain(`/coming-soon/${TOPIC}`);
  expect(new Set(hrefs).size).toBe(OTHER_TOPICS_SHOWN);
  const first = others.first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/products shows the viral product reports with sample products, canonical to the topic page', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.topics['viral-products-reports'].title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coming-soon\/viral-products-reports$/);
  for (const product of SAMPLE_PRODUCTS) await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await waitForHydration(page);
  await expect(voteList(page).getByRole('listitem')).toHaveCount(4);
});

test('/coming-soon shows the Pro subscription topic, canonical to its page', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.topics['pro-subscription'].title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/coming-soon\/pro-subscription$/);
});

test('a vote on an alias page is the vote of the topic page', async ({ page }) => {
  await page.goto('/coming-soon');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Vote for ${seeded[0].name}` }).click();
  await page.goto(`/coming-soon/${TOPIC}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: `Voted for ${seeded[0].name}` })).toBeDisabled();
});

test('the influencer marketplace page shows sample creators with Book Now disabled', async ({ page }) => {
  await page.goto('/coming-soon/book-an-influencer');
  for (const influencer of SAMPLE_INFLUENCERS) {
    await expect(page.getByRole('button', { name: `Book Now ${influencer.name}` })).toBeDisabled();
  }
});

test('the four tool pages linked from /tools exist', async ({ request }) => {
  for (const id of ['best-time-to-post', 'trend-alerts', 'content-calendar', 'safety-checker']) {
    expect((await request.get(`/coming-soon/${id}`)).status(), id).toBe(200);
  }
});

test('axe finds no serious violation on a coming-soon page', async ({ page }) => {
  await page.goto('/coming-soon/viral-products-reports');
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
});

test('coming-soon pages do not scroll sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/coming-soon/pro-subscription', '/products', '/coming-soon/book-an-influencer']) {
    await page.goto(path);
    // client:visible: the list hydrates once scrolled into view.
    await voteList(page).scrollIntoViewIfNeeded();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});
