// The Spanish pages' toasts: the contact form's and the newsletter's, from the header and from the
// home page's block, each in Spanish (their texts: the page's language, not the script's).
import { test, expect } from './fixtures';
import { dictionary as es } from '@/i18n/es';

test('the Spanish contact form checks its fields, then says in Spanish that the message was sent', async ({ page }) => {
  await page.goto('/es/contact');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(field('Nombre')).toBeFocused();
  await field('Nombre').fill('Sam');
  await field('Correo electrónico').fill('sam@example.com');
  await field('Asunto').fill('Idea de tutorial');
  await field('Mensaje').fill('¿Podrían escribir sobre transmisiones en vivo?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText(es.contact.sentToast.title)).toBeVisible();
  await expect(page.getByText(es.contact.sentToast.description)).toBeVisible();
  await expect(field('Nombre')).toHaveValue('');
});

test('Subscribe, in the header and in the home page block, says in Spanish that sign-up opens soon', async ({
  page,
}) => {
  await page.goto('/es/');
  await page.getByRole('banner').getByRole('button', { name: es.layout.header.subscribe }).click();
  const notifications = page.getByRole('region', { name: new RegExp(es.toaster.label) });
  const toast = notifications.getByText(es.newsletter.comingSoonToast.description);
  await expect(toast).toBeVisible();
  await expect(notifications.getByText(es.newsletter.comingSoonToast.title, { exact: true })).toBeVisible();
  await expect(page.getByText('Newsletter signup will be available soon.')).toHaveCount(0);

  const block = page.getByRole('region', { name: /Únete a más de 5000 creadores/ });
  await expect(block.getByRole('textbox', { name: es.newsletter.emailLabel })).toBeDisabled();
  await block.getByRole('button', { name: es.newsletter.subscribe }).click();
  await expect(toast).toHaveCount(2);
});
