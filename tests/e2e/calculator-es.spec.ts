// The Spanish earnings calculator on a phone: typing new numbers redraws the figures written the Spanish
// way, Share copies the Spanish report and Download saves it under its Spanish name.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

// Worked out by hand: 1,250,000 × 8% = 100,000 views; 20 posts. Fund $40 to $80 (shown: $60); brand
// deals $5,000; affiliate $1,000. Total $40 + ½ × $6,000 = $3,040 to $80 + $6,000 = $6,080.
// Spanish (Intl 'es'): a dot between thousands from five digits on, "US$" after the amount.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
/** The report as a reader reads it: Intl's no-break spaces as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function enterNumbers(page: Page) {
  await page.goto('/es/calculator');
  await waitForHydration(page);
  await page.getByLabel('Seguidores', { exact: true }).fill('1250000');
  await page.getByRole('slider', { name: 'Tasa de interacción' }).fill('8');
  await page.getByLabel('Publicaciones al mes').fill('20');
  await expect(page).toHaveURL(/\/es\/calculator\?followers=1250000&engagement=8&posts=20$/);
}

test.describe('the calculator in Spanish', { tag: '@phone' }, () => {
  test('recalculates with Spanish figures as the visitor types', async ({ page }) => {
    await enterNumbers(page);
    await expect(figure(page, 'views')).toHaveText('100.000');
    await expect(figure(page, 'creator-fund')).toHaveText('60 US$');
    await expect(figure(page, 'brand-deals')).toHaveText('5000 US$');
    await expect(figure(page, 'affiliate')).toHaveText('1000 US$');
    await expect(page.locator('[data-total]')).toHaveText('3040 US$ a 6080 US$');
    await expect(page.locator('[data-engagement-value]')).toHaveText('8 %');
    await expect(page.getByText('1.250.000 seguidores', { exact: true })).toBeVisible();
    await expect(page.getByText('Rango: 40 US$ a 80 US$')).toBeVisible();
    const chart = page.getByRole('figure').filter({ hasText: 'Rango mensual por fuente de ingresos' });
    await expect(chart.getByRole('listitem')).toHaveText([
      'Fondo para Creadores40 US$ a 80 US$',
      'Colaboraciones con marcas2500 US$ a 5000 US$',
      'Marketing de afiliados500 US$ a 1000 US$',
    ]);
  });

  test('Share copies the Spanish report and says so in Spanish', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await enterNumbers(page);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(toast(page, '¡Copiado al portapapeles!')).toBeVisible();
    await expect(toast(page, 'Comparte tus ganancias estimadas con tus amigos.')).toBeVisible();
    const copied = plain(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.split('\n')[0]).toBe('Estimación de ganancias en TikTok');
    expect(copied).toContain('- Seguidores: 1.250.000');
    expect(copied).toContain('- Tasa de interacción: 8 %');
    expect(copied).toContain('- Visualizaciones por video: 100.000');
    expect(copied).toContain('- Fondo para Creadores: 60 US$ (40 US$ a 80 US$)');
    expect(copied).toContain('- Total: 3040 US$ a 6080 US$ al mes');
    expect(copied).toMatch(/Calculado en http:\/\/[^/]+\/es\/calculator\?followers=1250000&engagement=8&posts=20/);
    expect(copied).not.toMatch(/Followers|per month|\$\d/);
  });

  test('Download saves the Spanish report under a Spanish name', async ({ page }) => {
    await enterNumbers(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('estimacion-de-ganancias.txt');
    const text = plain(await readFile(await download.path(), 'utf8'));
    expect(text.split('\n')[0]).toBe('Estimación de ganancias en TikTok');
    expect(text).toMatch(/^Fecha: \d{1,2} de [a-z]+ de \d{4}$/m);
    expect(text).toContain('- Colaboraciones con marcas: 5000 US$');
    expect(text).toContain('- Marketing de afiliados: 1000 US$');
    expect(text).toContain('Esto es solo una estimación.');
    await expect(toast(page, '¡Informe descargado!')).toBeVisible();
    await expect(toast(page, 'Se descargó tu informe de ganancias.')).toBeVisible();
  });
});
