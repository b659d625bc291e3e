/**
 * The toast a newsletter Subscribe shows while sign-up is not live, in the page's language. Its texts are
 * that language's `newsletter` slice, a small file of its own fetched on the first Subscribe
 * (src/scripts/languageCopies.ts): no page carries them in its HTML or ships other languages'.
 */
import type { Dictionary } from '@/i18n/dictionary';
import { loadLanguageCopy } from './languageCopies';
import { showToast } from './toast';

const NEWSLETTER = import.meta.glob<Dictionary['newsletter']>('../i18n/*/newsletter.ts', { import: 'newsletter' });

export async function showNewsletterToast() {
  const newsletter = await loadLanguageCopy(NEWSLETTER, 'newsletter');
  showToast(newsletter.comingSoonToast);
}
