// The single not-found page picks its message from the path.
import { test, expect, sitePath } from './fixtures';

test('an unknown page shows 404, the generic message and Return Home, and logs the route', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/no-such-page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', sitePath('/'));
  await expect(page.getByRole('link', { name: 'Browse All Tutorials' })).toBeHidden();
  expect(errors.some((text) => text.includes('/no-such-page'))).toBe(true);
});

test('an unknown tutorial says the tutorial could not be found and offers all tutorials', async ({ page }) => {
  await page.goto('/tutorials/no-such-tutorial');
  await expect(page.getByRole('heading', { name: 'Tutorial not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Tutorials' })).toHaveAttribute(
    'href',
    sitePath('/tutorials'),
  );
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await expect(page).toHaveTitle(/Tutorial Not Found/);
});

test('an unknown trend says Trend Not Found with a link back to trends', async ({ page }) => {
  await page.goto('/trends/no-such-trend');
  await expect(page.getByRole('heading', { name: 'Trend Not Found' })).toBeVisible();
  await expect(page.getByText("The trend you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Trends' })).toHaveAttribute('href', sitePath('/trends'));
});

test('an unknown coming-soon page is replaced by the Pro subscription page, with no extra history entry', async ({
  page,
}) => {
  await page.goto('/about');
  await page.goto('/coming-soon/no-such-topic');
  await expect(page).toHaveURL(new RegExp(`${sitePath('/coming-soon/pro-subscription')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('without JavaScript the not-found page still shows the generic message and Return Home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sitePath('/tutorials/missing'));
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  await context.close();
});
