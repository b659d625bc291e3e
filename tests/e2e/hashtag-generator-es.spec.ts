// Hashtag generator in Spanish (/es/tools/hashtag-generator), on desktop and phone: generating from
// Spanish pools (#parati-style tags, and only the Spanish pools downloaded), copying a tab, the Spanish
// 'topic required' toast, and a trend page's ?topic= handover under /es/.
import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { HASHTAG_VOCABULARY as ENGLISH } from '@/data/hashtagVocabularies/en';
import { HASHTAG_VOCABULARY as SPANISH } from '@/data/hashtagVocabularies/es';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const topicField = (page: Page) => page.getByRole('textbox', { name: /^Tema del video/ });
const generateButton = (page: Page) => page.getByRole('button', { name: /Generar hashtags|Generando/ });
const visiblePanel = (page: Page) => page.getByRole('tabpanel');
const shownHashtags = async (page: Page) =>
  (await visiblePanel(page).getByRole('listitem').allTextContents()).map((tag) => tag.trim());

/** Tags in English pools that no Spanish pool has: a Spanish page must never download them. */
const spanishTags = new Set(Object.values(SPANISH.pools).flat());
const ENGLISH_ONLY = [...new Set(Object.values(ENGLISH.pools).flat())].filter((tag) => !spanishTags.has(tag));

/** Opens the Spanish generator and keeps the text of every script it downloads. */
async function openGenerator(page: Page, query = ''): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      void response.text().then(
        (text) => scripts.push(text),
        () => undefined,
      );
  });
  await page.goto(`/es/tools/hashtag-generator${query}`);
  await waitForHydration(page);
  return scripts;
}

test.describe('the hashtag generator in Spanish', () => {
  test('generates Spanish hashtags from the Spanish pools', { tag: '@phone' }, async ({ page }) => {
    const scripts = await openGenerator(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await topicField(page).fill('recetas fáciles');
    await page.getByRole('radio', { name: 'Comida' }).check();
    await generateButton(page).click();
    await expect(toast(page, '¡Hashtags generados!')).toContainText(
      '15 hashtags listos para “\u2068recetas fáciles\u2069”. Elige los que mejor encajen con tu video.',
    );
    await expect(page.getByRole('tab')).toHaveText(['Mezcla recomendada', 'En tendencia', 'De tu tema', 'De nicho']);
    await expect(visiblePanel(page)).toContainText('15 hashtags.');

    await page.getByRole('tab', { name: 'En tendencia' }).click();
    const trending = await shownHashtags(page);
    expect(trending).toHaveLength(6);
    for (const tag of trending) expect(SPANISH.pools.trending, tag).toContain(tag);

    await page.getByRole('tab', { name: 'De nicho' }).click();
    const niche = await shownHashtags(page);
    expect(niche).toHaveLength(9);
    for (const tag of niche) expect(SPANISH.pools.food, tag).toContain(tag);
    expect(niche.some((tag) => !ENGLISH.pools.food.includes(tag))).toBe(true);

    await page.getByRole('tab', { name: 'De tu tema' }).click();
    expect(await shownHashtags(page)).toEqual(
      // The joined topic, capitalised, then each word longer than 3 (the pair is the joined topic again).
      ['#recetasfáciles', '#RecetasFáciles', '#recetas', '#fáciles'],
    );

    // Only the Spanish vocabulary came down: no English-only tag in anything the page loaded.
    await expect.poll(() => scripts.some((code) => code.includes('#parati'))).toBe(true);
    for (const code of scripts)
      expect(ENGLISH_ONLY.filter((tag) => code.includes(`${tag}\``) || code.includes(`${tag}.`))).toEqual([]);
  });

  test('copies a tab with a Spanish toast', { tag: '@phone' }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGenerator(page);
    await topicField(page).fill('rutina de mañana');
    await generateButton(page).click();
    await expect(toast(page, '¡Hashtags generados!')).toBeVisible();
    await page.getByRole('tab', { name: 'De nicho' }).click();
    const hashtags = await shownHashtags(page);
    await visiblePanel(page).getByRole('button', { name: 'Copiar los de nicho' }).click();
    await expect(toast(page, '¡Copiado al portapapeles!')).toContainText(
      `${hashtags.length} hashtags copiados. Pégalos en la descripción de tu video.`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hashtags.join(' '));
    for (const tag of hashtags) expect(SPANISH.pools.general, tag).toContain(tag);
  });

  test('asks for a topic in Spanish and generates nothing', { tag: '@phone' }, async ({ page }) => {
    await openGenerator(page);
    await topicField(page).fill('   ');
    await generateButton(page).click();
    await expect(toast(page, 'Falta un dato')).toContainText('Escribe un tema para tu contenido');
    await expect(toast(page, 'Input Required')).toHaveCount(0);
    await expect(topicField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(topicField(page)).toBeFocused();
    await expect(page.getByRole('form', { name: 'Generador de hashtags' })).toContainText(
      'Escribe un tema para tu contenido',
    );
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('takes the topic a trend page hands over', async ({ page }) => {
    await openGenerator(page, '?topic=Recetas%20de%20la%20abuela&niche=food');
    await expect(topicField(page)).toHaveValue('Recetas de la abuela');
    await expect(page.getByRole('radio', { name: 'Comida' })).toBeChecked();
    await generateButton(page).click();
    await expect(toast(page, '¡Hashtags generados!')).toContainText('“\u2068Recetas de la abuela\u2069”');
    await page.getByRole('tab', { name: 'De tu tema' }).click();
    expect(await shownHashtags(page)).toEqual(['#recetasdelaabuela', '#RecetasDeLaAbuela', '#recetas', '#abuela']);
  });
});
