// Static pages: about, contact, terms, privacy and pricing.
import { test, expect, expectNoSeriousAxeViolations } from './fixtures';
import { CONTENT_PAGE_JS_BUDGET_BYTES, scriptsLoadedBy } from './budget';
import { PRICING_PLANS } from '@/data/pricing';
import { dictionary as en } from '@/i18n/en';

/** The plans as the English page shows them. */
const plans = PRICING_PLANS.map((plan) => ({
  ...plan,
  ...en.pricing.plans[plan.id],
  price: { free: '$0', pro: '$9.99', enterprise: '$49.99' }[plan.id],
  features: plan.features.map((feature) => ({
    ...feature,
    title: en.pricing.features[feature.id].replace('{count}', '3'),
  })),
}));

test.describe('about', () => {
  test('tells the story, the four values and the team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From shortcuts to real growth' })).toBeVisible();
    const values = page.getByRole('region', { name: 'Our values' });
    for (const value of ['Integrity', 'Authenticity', 'Community', 'Education']) {
      await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'The team' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  const fields = (page: import('@playwright/test').Page) => ({
    name: page.getByRole('textbox', { name: 'Name' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    subject: page.getByRole('textbox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
  });

  test('all four fields are required, and email has the email type', async ({ page }) => {
    const { name, email, subject, message } = fields(page);
    for (const field of [name, email, subject, message]) await expect(field).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
  });

  test('the browser blocks an incomplete form: no toast, the first empty field is invalid', async ({ page }) => {
    const { name, email } = fields(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(name).toBeFocused();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await name.fill('Sam');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.getByText('Message sent!')).toHaveCount(0);
    await expect(name).toHaveValue('Sam');
  });

  test('a complete form shows a toast, resets, and sends nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    const { name, email, subject, message } = fields(page);
    await name.fill('Sam Creator');
    await email.fill('sam@example.com');
    await subject.fill('Tutorial idea');
    await message.fill('Could you write about live streaming?');
    await message.press('Tab');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText("Thanks for reaching out. We'll get back to you soon.")).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
    await expect(page).toHaveURL(/\/contact$/);
    expect(requests).toEqual([]);
  });

  test('four FAQ entries open and close as disclosures, by mouse and keyboard', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const entries = faq.locator('details');
    await expect(entries).toHaveCount(4);
    const answer = faq.getByText('We never sell followers, likes or views');
    await expect(answer).toBeHidden();
    await faq.getByText('Can you grow my account or sell me followers?').click();
    await expect(answer).toBeVisible();
    await faq.getByText('Can you grow my account or sell me followers?').click();
    await expect(answer).toBeHidden();
    await faq.getByText('Are you affiliated with TikTok?').focus();
    await page.keyboard.press('Enter');
    await expect(faq.getByText('We are an independent resource')).toBeVisible();
  });

  test('axe finds no serious violation with a FAQ entry open', async ({ page }) => {
    await page.getByText('Are your tools really free?').click();
    await expectNoSeriousAxeViolations(page);
  });
});

for (const [path, title] of [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
] as const) {
  test(`${path} shows its title and Last Updated: June 30, 2024`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last Updated: June 30, 2024', { exact: true })).toBeVisible();
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(8);
  });
}

test('the privacy policy names what the browser stores and the analytics it uses', async ({ page }) => {
  await page.goto('/privacy');
  const policy = page.locator('article');
  for (const text of ['viewedTrends', 'bookmarkedTrends', 'vote_', 'Analytics', 'page view', 'no accounts']) {
    await expect(policy).toContainText(text);
  }
});

test.describe('pricing', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pricing');
  });

  test('three plan cards with their prices, periods and buttons from the data', async ({ page }) => {
    const cards = page.locator('article');
    await expect(cards).toHaveCount(3);
    for (const plan of plans) {
      const card = page.getByRole('article', { name: plan.title, exact: true });
      await expect(card).toContainText(plan.price);
      await expect(card).toContainText(plan.billingPeriod);
      await expect(card.getByRole('link', { name: plan.button })).toHaveAttribute('href', plan.buttonLink);
      await expect(card.getByText('Coming Soon', { exact: true })).toHaveCount(plan.comingSoon ? 1 : 0);
      await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(plan.highlighted ? 1 : 0);
    }
    const free = page.getByRole('article', { name: 'Free', exact: true });
    await expect(free).toContainText('$0');
    await expect(free).toContainText('forever');
    await expect(free).toContainText('Limited trend reports (3)');
    await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('$9.99');
    await expect(page.getByRole('article', { name: 'Pro', exact: true }).getByText('Most Popular')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Enterprise', exact: true })).toContainText('$49.99');
  });

  test('each feature says whether it is included, in text for screen readers too', async ({ page }) => {
    for (const plan of plans) {
      const items = page.getByRole('article', { name: plan.title, exact: true }).getByRole('listitem');
      await expect(items).toHaveText(
        plan.features.map((f) => `${f.available ? 'Included: ' : 'Not included: '}${f.title}`),
      );
    }
  });

  test('the FAQ answers open on click', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.locator('details')).toHaveCount(4);
    await faq.getByText('Can I pay for a plan today?').click();
    await expect(
      faq.getByText('Paid plans are not on sale yet, and this site never asks for payment details.'),
    ).toBeVisible();
  });
});

// The budget script counts what each page's HTML loads; this checks what a browser really fetches by
// the time the network is idle (a script loaded at idle would be missed by reading the HTML alone).
test('content pages load no React and at most 6 KB of JavaScript in the browser; /contact no React', async ({
  page,
}) => {
  // Seven page loads, each until the network is idle, in one test: give it the time of several.
  test.slow();
  for (const path of ['/', '/tools', '/about', '/terms', '/privacy', '/pricing', '/contact']) {
    const scripts = await scriptsLoadedBy(page, path);
    expect(scripts.loadsReact, path).toBe(false);
    if (path !== '/contact') expect(scripts.gzipBytes, path).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET_BYTES);
    if (path === '/tools') await expect(page.locator('astro-island')).toHaveCount(0);
  }
});
