// The shared interface in Spanish: a vote on a Spanish coming-soon page (Spanish toast, "Votado",
// percentages written the Spanish way), the Spanish not-found page and its variants, an island's error
// screen and, in the build that asks, the consent prompt, each in the page's language.
import type { Page } from '@playwright/test';
import { test, expect, sitePath, siteBase, waitForHydration } from './fixtures';
import { configuredMeasurementId, serveGoogleTagStandIn } from './googleTagStandIn';
import { COMING_SOON_TOPICS } from '@/data/comingSoon';
import { dictionary as es } from '@/i18n/es';
import { dictionary as en } from '@/i18n/en';
import { DICTIONARIES } from './languageDictionaries';
import { LANGUAGE_CODES, LANGUAGES } from '@/data/languages';

const TOPIC = 'pro-subscription';
const featureName = (id: string) => (es.comingSoon.topics[TOPIC].features as Record<string, string>)[id];
const voteList = (page: Page) => page.getByRole('list', { name: es.comingSoon.vote.listLabel });

test.describe('on a Spanish coming-soon page', () => {
  test('a Spanish vote: Spanish toast in the Spanish notifications region, "Votado", percentages the Spanish way', async ({
    page,
  }) => {
    test.skip(siteBase() !== '/', 'the same under a base path: run once');
    await page.goto(`/es/coming-soon/${TOPIC}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForHydration(page);
    const target = COMING_SOON_TOPICS[TOPIC].features[3];
    const name = featureName(target.id);
    await voteList(page)
      .getByRole('button', { name: `Votar por ${name}` })
      .click();

    const region = page.getByRole('region', { name: new RegExp(`^${es.toaster.label}`) });
    await expect(region.getByText(es.comingSoon.vote.toastTitle)).toBeVisible();
    await expect(region.getByText(es.comingSoon.vote.toastDescription)).toBeVisible();
    await expect(region.getByRole('button', { name: es.toaster.close })).toHaveCount(1);
    await expect(voteList(page).getByRole('button', { name: `Votado por ${name}` })).toBeDisabled();

    const item = voteList(page).locator(`[data-feature="${target.id}"]`);
    await expect(item.locator('[data-votes]')).toHaveText(String(target.votes + 1));
    await expect(item).toContainText(`${target.votes + 1} votos`);
    // Intl's Spanish percent: the number, a no-break space, then the sign ('15 %').
    const percentages = await voteList(page).locator('[data-percentage]').allTextContents();
    expect(percentages).toHaveLength(4);
    for (const text of percentages) expect(text).toMatch(/^\d{1,3}\u00a0%$/);
    await expect(page.getByText(en.comingSoon.vote.toastTitle)).toHaveCount(0);
  });

  test('an island that fails on a Spanish page shows the error screen in Spanish', async ({ page }) => {
    test.skip(siteBase() !== '/', 'the same under a base path: run once');
    // Formatting the vote counts the Spanish way throws while the list hydrates.
    await page.addInitScript(() => {
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = function (this: unknown, locale?: string | string[], options?: Intl.NumberFormatOptions) {
        // Plain numbers (the counts) come from a formatter made with no options set.
        if (locale === 'es' && Object.keys(options ?? {}).length === 0) throw new Error('Injected: counts unreadable');
        return new NumberFormat(locale, options);
      } as unknown as typeof Intl.NumberFormat;
    });
    await page.goto(`/es/coming-soon/${TOPIC}`);
    await waitForHydration(page);
    const screen = page.getByRole('alert').filter({ hasText: es.islandErrors.title });
    await expect(screen.getByRole('heading', { name: es.islandErrors.title })).toBeVisible();
    await expect(screen).toContainText(es.islandErrors.message);
    await expect(screen.getByRole('button', { name: es.islandErrors.reload })).toBeVisible();
    await expect(page.getByText(en.islandErrors.title)).toHaveCount(0);
  });
});

test('an unknown Spanish address: the Spanish not-found page with status 404 and Spanish links', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: es.notFound.generic.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: es.notFound.returnHome })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(es.notFound.generic.pageTitle));
});

test('an unknown Spanish tutorial and trend get their Spanish messages and titles', async ({ page }) => {
  await page.goto('/es/tutorials/no-existe');
  await expect(page.getByRole('heading', { name: es.notFound.tutorial.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: es.notFound.browseTutorials })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(es.notFound.tutorial.pageTitle));
  await page.goto('/es/trends/no-existe');
  await expect(page.getByRole('heading', { name: es.notFound.trend.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(es.notFound.trend.pageTitle));
});

test('an unknown Spanish coming-soon topic is replaced by the Spanish Pro subscription page', async ({ page }) => {
  await page.goto('/es/coming-soon/no-existe');
  await expect(page).toHaveURL(new RegExp(`${sitePath(`/es/coming-soon/${TOPIC}`)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.comingSoon.topics[TOPIC].title);
});

test('the consent prompt asks in Spanish on a Spanish page, and links the Spanish privacy policy', async ({ page }) => {
  await serveGoogleTagStandIn(page);
  await page.goto(`/es/coming-soon/${TOPIC}`);
  test.skip((await configuredMeasurementId(page)) === null, 'this build has no PUBLIC_GA_MEASUREMENT_ID');
  const bar = page.getByRole('region', { name: es.consent.ask.title });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(es.consent.ask.text);
  await expect(bar.getByRole('link', { name: es.consent.privacyLink })).toHaveAttribute(
    'href',
    sitePath('/es/privacy'),
  );
  await bar.getByRole('button', { name: es.consent.decline }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: es.consent.saved.denied })).toHaveCount(1);
  await expect(page.getByText(en.consent.ask.title)).toHaveCount(0);
});

test('the desktop header keeps one row from 1024 px in every language, its language menu naming each language in full', async ({
  page,
}) => {
  test.skip(siteBase() !== '/', 'the same under a base path: run once');
  test.setTimeout(90_000);
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/es/', '/es/trends', '/trends', '/ar/', '/ar/trends']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      const language = LANGUAGE_CODES.find((code) => path.startsWith(`/${code}/`)) ?? 'en';
      const header = page.getByRole('banner');
      const banner = await header.boundingBox();
      expect(banner!.height, `${path} at ${width} px: one row`).toBeLessThanOrEqual(72);
      if (width !== 1280) continue;
      // The menu shows the page's language; the others are inside, each named in its own words.
      const summary = header.locator('details[data-menu="languages"] > summary');
      await expect(summary).toContainText(LANGUAGES[language].nativeName);
      await summary.click();
      const links = header.getByRole('list', { name: DICTIONARIES[language].layout.languages.label }).getByRole('link');
      const others = LANGUAGE_CODES.filter((code) => code !== language);
      await expect(links).toHaveText(others.map((code) => LANGUAGES[code].nativeName));
      for (const [index, code] of others.entries())
        await expect(links.nth(index)).toHaveAttribute('hreflang', LANGUAGES[code].htmlLang);
    }
  }
});
