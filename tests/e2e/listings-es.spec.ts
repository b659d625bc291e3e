// The Spanish listings in use: on /es/tutorials a category pill and a search text filter the list, the
// count line follows in Spanish, and a search that matches nothing shows the Spanish empty state, whose
// Clear Filters restores the list; on /es/trends a translated trend is found by its Spanish title. The
// address keeps the English category value. The built texts are checked in Node
// (tests/built/listingsSpanish.test.ts).
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const allTutorials = (page: Page) => page.getByRole('region', { name: 'Todos los tutoriales' });
const tutorialCards = (page: Page) => allTutorials(page).getByRole('article');
const pill = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filtrar por categoría' }).getByRole('button', { name, exact: true });

test(
  'the Spanish tutorial listing filters by a category pill and by search text',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/es/tutorials');
    await waitForHydration(page);
    const total = await tutorialCards(page).count();
    await expect(allTutorials(page).getByText(`${total} tutoriales disponibles`)).toBeVisible();

    await pill(page, 'Seguridad').click();
    await expect(pill(page, 'Seguridad')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/es\/tutorials\?category=Safety$/);
    await expect(allTutorials(page).getByText('1 tutorial disponible')).toBeVisible();
    await expect(tutorialCards(page)).toHaveCount(1);
    await expect(tutorialCards(page).getByText('Seguridad', { exact: true })).toBeVisible();

    // The title the card shows (an English one is marked with its language), typed into the Spanish
    // search box, keeps that card.
    const heading = tutorialCards(page).getByRole('heading');
    const marked = heading.locator('[lang]');
    const title = await ((await marked.count()) > 0 ? marked : heading).innerText();
    const search = page.getByRole('searchbox', { name: 'Buscar tutoriales' });
    await search.fill(title);
    await expect(tutorialCards(page)).toHaveCount(1);
    await expect(allTutorials(page).getByText('1 tutorial disponible')).toBeVisible();

    await search.fill('zzqx');
    await expect(tutorialCards(page)).toHaveCount(0);
    await expect(allTutorials(page).getByText('0 tutoriales disponibles')).toBeVisible();
    await expect(
      allTutorials(page).getByText('No encontramos tutoriales que coincidan con tu búsqueda.'),
    ).toBeVisible();
    await allTutorials(page).getByRole('button', { name: 'Borrar filtros' }).click();
    await expect(page).toHaveURL(/\/es\/tutorials$/);
    await expect(pill(page, 'Todos')).toHaveAttribute('aria-pressed', 'true');
    await expect(tutorialCards(page)).toHaveCount(total);
    await expect(search).toBeFocused();
  },
);

test('the Spanish trend listing finds a translated trend by its Spanish title', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/es/trends');
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Todas las tendencias' });
  const translated = results.locator('[data-trend-grid] a[href^="/es/trends/"]').first();
  const title = await translated.innerText();
  const href = await translated.getAttribute('href');

  await page.getByRole('searchbox', { name: 'Buscar tendencias' }).fill(title);
  await expect(page.locator('[data-trend-count]')).toHaveText('1 tendencia coincide');
  await expect(results.locator('[data-trend-grid] a')).toHaveAttribute('href', href!);

  await page.getByRole('searchbox', { name: 'Buscar tendencias' }).fill('zzqx');
  await expect(results.getByText('No encontramos tendencias que coincidan con tu búsqueda.')).toBeVisible();
  await results.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(page).toHaveURL(/\/es\/trends$/);
});
