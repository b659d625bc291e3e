// The listings' counted texts as each language's page writes them: the spec's English forms verbatim,
// the Spanish ones by Spanish plural rules, numbers through Intl.
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@/i18n';
import { LANGUAGES, type Language } from '@/data/languages';
import { pluralText, type PluralTexts } from '@/lib/dictionaries';
import { trendDateText } from '@/lib/trends';

const counted = (language: Language, forms: PluralTexts, count: number) => {
  const { intlLocale } = LANGUAGES[language];
  return pluralText(forms, count, intlLocale, new Intl.NumberFormat(intlLocale).format(count));
};

describe('the tutorial count line', () => {
  const line = (language: Language, count: number) =>
    counted(language, DICTIONARIES[language].tutorialListing.island.countLine, count);

  it('is the singular only for exactly one in English', () => {
    expect(line('en', 0)).toBe('0 tutorials available');
    expect(line('en', 1)).toBe('1 tutorial available');
    expect(line('en', 2)).toBe('2 tutorials available');
    expect(line('en', 6)).toBe('6 tutorials available');
  });

  it('follows Spanish plural rules and writes numbers the Spanish way', () => {
    expect(line('es', 0)).toBe('0 tutoriales disponibles');
    expect(line('es', 1)).toBe('1 tutorial disponible');
    expect(line('es', 6)).toBe('6 tutoriales disponibles');
    expect(line('es', 10_000)).toBe('10.000 tutoriales disponibles');
  });
});

describe('the trend counts and the Pro teaser', () => {
  const { island: en } = DICTIONARIES.en.trendListing;
  const { island: es } = DICTIONARIES.es.trendListing;

  it("keeps the spec's English texts, which have no singular form", () => {
    expect(counted('en', en.teaser.heading, 1)).toBe('Unlock 1 More Trend Reports');
    expect(counted('en', en.teaser.heading, 4)).toBe('Unlock 4 More Trend Reports');
    expect(counted('en', en.teaser.more, 1)).toBe('+ 1 more trends');
    expect(counted('en', en.matchCount, 1)).toBe('1 trend matches');
    expect(counted('en', en.matchCount, 7)).toBe('7 trends match');
  });

  it('has a Spanish singular and plural', () => {
    expect(counted('es', es.teaser.heading, 1)).toBe('Desbloquea 1 informe de tendencias más');
    expect(counted('es', es.teaser.heading, 9_997)).toBe('Desbloquea 9997 informes de tendencias más');
    expect(counted('es', es.teaser.more, 1)).toBe('+ 1 tendencia más');
    expect(counted('es', es.matchCount, 0)).toBe('0 tendencias coinciden');
  });
});

describe('trendDateText', () => {
  it('writes a date the way the language does, on the same calendar day', () => {
    expect(trendDateText('2024-06-15', 'en-US')).toBe('June 15, 2024');
    expect(trendDateText('2024-06-15', 'es')).toBe('15 de junio de 2024');
    expect(trendDateText('June 2, 2024', 'en-US')).toBe('June 2, 2024');
    expect(trendDateText('June 2, 2024', 'es')).toBe('2 de junio de 2024');
  });

  it('leaves a text that is not a date as written', () => {
    expect(trendDateText('2 de junio de 2024', 'es')).toBe('2 de junio de 2024');
    expect(trendDateText('early June', 'en-US')).toBe('early June');
  });
});
