// The Content-Security-Policy is on every page, strict for scripts, and really blocks injected code.
import { test, expect } from './fixtures';
import { builtPages } from './routes';

test('every page carries a CSP whose script-src allows no inline code', async ({ request }) => {
  for (const route of [...builtPages(), '/missing-page']) {
    const html = await (await request.get(route)).text();
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
    expect(policy, route).toBeTruthy();
    const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc, route).not.toContain("'unsafe-inline'");
    expect(scriptSrc, route).not.toContain("'unsafe-eval'");
    expect(policy, route).toContain("object-src 'none'");
    // A meta policy governs only what comes after it: it must precede every script.
    expect(html.indexOf('<meta http-equiv="content-security-policy"'), route).toBeLessThan(html.indexOf('<script'));
  }
});

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
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__injected = true">');
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
