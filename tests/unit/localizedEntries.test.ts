import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/data/languages';
import {
  cardLanguage,
  cardLink,
  languagesShowingEnglish,
  translatedCard,
  type LocalizedCard,
} from '@/lib/localizedEntries';

const card: LocalizedCard & Record<string, string> = {
  id: 'grow',
  title: 'Grow',
  description: 'How to grow',
  category: 'Safety',
};

describe('translatedCard', () => {
  it("takes the translation's texts and names its language", () => {
    expect(translatedCard(card, { title: 'Crece', description: 'Cómo crecer' }, 'es')).toEqual({
      ...card,
      title: 'Crece',
      description: 'Cómo crecer',
      language: 'es',
    });
  });

  it('leaves an English card as it is (no language field)', () => {
    expect(translatedCard(card, { title: 'Other' }, 'en')).toBe(card);
    expect(cardLanguage(card)).toBe('en');
  });
});

describe('cardLink', () => {
  it("links a translated card to its page in the page's language, unmarked", () => {
    expect(cardLink('/tutorials/grow', { language: 'es' }, 'es')).toEqual({
      href: '/es/tutorials/grow',
      otherLanguage: undefined,
    });
  });

  it('links an English card on a Spanish page to the English page, marked as English', () => {
    expect(cardLink('/tutorials/grow', card, 'es')).toEqual({ href: '/tutorials/grow', otherLanguage: 'en' });
  });

  it('leaves English cards on English pages unmarked', () => {
    expect(cardLink('/trends/x', card, 'en')).toEqual({ href: '/trends/x', otherLanguage: undefined });
  });
});

describe('languagesShowingEnglish', () => {
  it('is English and every language without a translation', () => {
    expect(languagesShowingEnglish(() => false)).toEqual(LANGUAGE_CODES);
    expect(languagesShowingEnglish((language) => language !== 'ar')).toEqual(['en', 'ar']);
    // English shows English whatever is translated.
    expect(languagesShowingEnglish(() => true)).toEqual(['en']);
  });
});
