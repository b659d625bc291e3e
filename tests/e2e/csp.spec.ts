// The Content-Security-Policy really blocks injected code (that every page carries a strict one ahead
// of its scripts is checked over the built files, tests/built/pages.test.ts).
import { test, expect } from './fixtures';

test('an injected inline script is blocked', async ({ page }) => {
  test.info().annotations.push({ type: 'expects-csp-violation' });
  await page.goto('/tutorials/tiktok-safety-guide');
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('an injected inline event handler does not run', async ({ page }) => {
  test.info().annotations.push({ type: 'expects-csp-violation' });
  await page.goto('/about');
  const outcome = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
        once: true,
      }),
    );
    document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__injected = true">');
    const image = document.body.lastElementChild!;
    // Listeners run in the order they were added, the attribute's handler first: once this one has
    // run, the injected handler has had its turn.
    const failed = new Promise<boolean>((resolve) =>
      image.addEventListener('error', () =>
        resolve((window as unknown as { __injected?: boolean }).__injected ?? false),
      ),
    );
    const [directive, injected] = await Promise.all([violation, failed]);
    return { directive, injected };
  });
  expect(outcome.directive).toMatch(/^script-src/);
  expect(outcome.injected).toBe(false);
});
