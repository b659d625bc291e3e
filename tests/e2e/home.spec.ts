// Home page: every section, its links and the fade-in (its budget and 320 px width: check-budgets.mjs, resilience.spec.ts).
import { test, expect } from './fixtures';
import { SITE } from '@/data/site';
import { SAMPLE_INFLUENCERS, SAMPLE_PRODUCTS } from '@/data/samples';
import { localizedSampleProducts } from '@/lib/samples';
import { dictionary as en } from '@/i18n/en';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('hero offers Explore Tools and Calculate Earnings', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'Grow your TikTok the honest way' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Explore Tools' })).toHaveAttribute('href', '/tools');
  await expect(hero.getByRole('link', { name: 'Calculate Earnings' })).toHaveAttribute('href', '/calculator');
  await hero.getByRole('link', { name: 'Explore Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('the rebrand note says the site was rebuilt as a legitimate resource', async ({ page }) => {
  await expect(page.getByRole('heading', { name: "We've rebuilt this site as a legitimate resource" })).toBeVisible();
});

test('six feature cards link to tools, tutorials, trends, calculator, algorithm and safety', async ({ page }) => {
  const features = page.getByRole('region', { name: 'Tools and know-how to grow the right way' });
  const expected = {
    'Free Creator Tools': '/tools',
    'Growth Tutorials': '/tutorials',
    'Trend Reports': '/trends',
    'Earnings Calculator': '/calculator',
    'Algorithm Insights': '/tutorials/algorithm',
    'Account Safety': '/tutorials/safety',
  };
  await expect(features.getByRole('listitem')).toHaveCount(6);
  for (const [name, href] of Object.entries(expected)) {
    await expect(features.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

for (const [card, tutorial] of [
  ['Algorithm Insights', '/tutorials/tiktok-algorithm-explained'],
  ['Account Safety', '/tutorials/tiktok-safety-guide'],
] as const) {
  test(`the ${card} card leads to its tutorial, not to a not-found page`, async ({ page }) => {
    await page.getByRole('link', { name: card, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${tutorial}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found|404/i);
  });
}

test('the whole feature card is clickable', { tag: '@phone' }, async ({ page }) => {
  // force: the card's link overlay, not the text, receives the click; that is the point of the test.
  await page.getByText('Step-by-step guides on growth').click({ force: true });
  await expect(page).toHaveURL(/\/tutorials$/);
});

test('live tools and educational sections come from the site configuration', async ({ page }) => {
  const tools = page.getByRole('region', { name: 'Free tools you can use today' });
  await expect(tools.getByRole('heading', { name: 'Earnings Calculator' })).toBeVisible();
  await expect(tools.getByRole('heading', { name: 'Hashtag Generator' })).toBeVisible();
  await expect(tools.getByRole('link', { name: 'Calculate Earnings' })).toHaveAttribute('href', '/calculator');
  await expect(tools.getByRole('link', { name: 'Generate Hashtags' })).toHaveAttribute(
    'href',
    '/tools/hashtag-generator',
  );
  for (const upcoming of SITE.content.tools.upcoming)
    await expect(tools.getByText(en.home.liveTools.upcoming[upcoming.id].name, { exact: true })).toBeVisible();
  await expect(tools.getByText('June 2025', { exact: true })).toBeVisible();
  await expect(tools.getByText('Q3 2025', { exact: true })).toHaveCount(2);

  const learn = page.getByRole('region', { name: "What you'll learn here" });
  for (const section of SITE.content.educationalSections.map((id) => en.home.learn.sections[id])) {
    await expect(learn.getByRole('heading', { name: section.title })).toBeVisible();
    await expect(learn.getByText(section.items[0], { exact: true })).toBeVisible();
  }
});

test('viral products show the samples, a link to /products and an upgrade link to /pricing', async ({ page }) => {
  const products = page.getByRole('region', { name: 'Spot viral products before they peak' });
  for (const product of localizedSampleProducts(SAMPLE_PRODUCTS, en.samples, 'en-US')) {
    await expect(products.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(products.getByText(product.priceRange)).toBeVisible();
  }
  await expect(products.getByRole('link', { name: 'See Viral Product Reports' })).toHaveAttribute('href', '/products');
  await expect(products.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  // Each sample's picture is a drawing of the site's own, which loads without any other host.
  const images = products.getByRole('img');
  await expect(images).toHaveCount(SAMPLE_PRODUCTS.length);
  await images.first().scrollIntoViewIfNeeded();
  await expect(images.first()).toHaveAttribute('src', SAMPLE_PRODUCTS[0].image);
  await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the influencer teaser shows sample creators with Book Now disabled', async ({ page }) => {
  const teaser = page.getByRole('region', { name: 'A fair marketplace for creators and brands' });
  for (const influencer of SAMPLE_INFLUENCERS) {
    await expect(teaser.getByRole('heading', { name: influencer.name })).toBeVisible();
    await expect(teaser.getByRole('button', { name: `Book Now ${influencer.name}` })).toBeDisabled();
  }
});

test('integrity section, newsletter with 5,000+ creators and the closing call to action', async ({ page }) => {
  await expect(page.getByRole('region', { name: "Real growth takes time. We won't pretend otherwise." })).toBeVisible();
  const newsletter = page.getByRole('region', { name: /5,000\+ creators/ });
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Newsletter signup will be available soon.')).toBeVisible();

  const closing = page.getByRole('region', { name: 'Ready to grow your audience the right way?' });
  await expect(closing.getByRole('link', { name: 'Calculate Your Earnings' })).toHaveAttribute('href', '/calculator');
  await expect(closing.getByRole('link', { name: 'Browse Tutorials' })).toHaveAttribute('href', '/tutorials');
});

test('the page content fades in as a whole, briefly, from the first frame, without holding back the largest paint', async ({
  page,
}) => {
  // When the fade ends, on the page's own timeline: listened for from the start of a fresh load.
  await page.addInitScript(() => {
    document.addEventListener('animationend', (event) => {
      if (event.animationName === 'home-fade-in')
        (window as unknown as { fadeEnded: number }).fadeEnded = event.timeStamp;
    });
  });
  await page.reload();
  const content = page.locator('[data-home-content]');
  // Everything in <main> is inside the one faded block: hero, sections, newsletter, closing call.
  expect(
    await page
      .locator('main > *:not([data-pagefind-ignore], [data-pagefind-meta])')
      .evaluateAll((children) => children.length),
  ).toBe(1);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(content.getByRole('region', { name: 'Ready to grow your audience the right way?' })).toBeAttached();
  const timing = await content.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      name: style.animationName,
      duration: parseFloat(style.animationDuration),
      delay: parseFloat(style.animationDelay),
    };
  });
  expect(timing).toEqual({ name: 'home-fade-in', duration: expect.any(Number), delay: 0 });
  expect(timing.duration).toBeGreaterThan(0);
  expect(timing.duration).toBeLessThanOrEqual(0.4);
  // Opacity only, starting above zero: a transparent first frame would not count as painted.
  const keyframes = await content.evaluate((element) =>
    element.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getKeyframes()),
  );
  for (const frames of keyframes) {
    for (const frame of frames) {
      expect(
        Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
      ).toEqual(['opacity']);
      expect(Number(frame.opacity)).toBeGreaterThan(0);
    }
  }
  // It ends fully visible.
  await expect(content).toHaveCSS('opacity', '1');

  // The largest paint is not held back by the fade: the first largest-paint candidate is drawn before
  // the fade has ended, both as the page's own timeline has them (an order of events, however busy the
  // machine). A block faded in from transparent would report none until it showed. Later candidates (a
  // picture that loads, text re-laid with the web font) are not the fade's doing.
  await page.waitForFunction(() => (window as unknown as { fadeEnded?: number }).fadeEnded !== undefined);
  const paints = await page.evaluate(
    () =>
      new Promise<{ firstLargest: number; fadeEnded: number }>((resolve) => {
        new PerformanceObserver((list) => {
          resolve({
            firstLargest: list.getEntries()[0].startTime,
            fadeEnded: (window as unknown as { fadeEnded: number }).fadeEnded,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(paints.firstLargest).toBeLessThan(paints.fadeEnded);
});

test('nothing moves under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const content = page.locator('[data-home-content]');
  await expect(content).toHaveCSS('animation-name', 'none');
  await expect(content).toHaveCSS('opacity', '1');
  // Reduced motion shortens every transition to 0.01 ms: one may still be listed for that instant (the
  // cards below the fold get their colours when the full stylesheet arrives), but none lasts.
  const lasting = await page.evaluate(
    () =>
      document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 1).length,
  );
  expect(lasting).toBe(0);
});
