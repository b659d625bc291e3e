// The calculator's figures, report and assumptions, and the tools' release dates, in each page's locale:
// en-US exactly as before the translation, Spanish as Intl writes it for 'es' (a comma for decimals, a
// dot between thousands from five digits on, "US$" after the amount, a space before "%").
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { TOOL_RELEASES } from '@/data/toolReleases';
import { DICTIONARIES } from '@/i18n';
import { pluralText } from '@/lib/dictionaries';
import { earningsAssumptions } from '@/lib/earnings/assumptions';
import { estimateEarnings } from '@/lib/earnings/estimate';
import { dollarRange, formatDollars, formatPercent, formatRate } from '@/lib/earnings/format';
import { formatNumber } from '@/lib/numberFormats';
import { earningsReportText } from '@/lib/earnings/report';
import { formatRelease } from '@/lib/releases';
import { calculatorTexts } from '@/islands/calculator/texts';

const EN = LANGUAGES.en.intlLocale;
const ES = LANGUAGES.es.intlLocale;
const en = DICTIONARIES.en;
const es = DICTIONARIES.es;
/** Intl separates a Spanish amount from "US$" and "%" with a no-break space: compared as a space. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('number formats', () => {
  it('writes en-US as before', () => {
    expect(formatDollars(1234.5, EN)).toBe('$1,235');
    expect(formatRate(0.5, EN)).toBe('$0.50');
    expect(formatNumber(1_250_000, EN)).toBe('1,250,000');
    expect(formatNumber(7.3, EN)).toBe('7.3');
    expect(formatPercent(5.5, EN)).toBe('5.5%');
    expect(formatPercent(5.1, EN)).toBe('5.1%');
    expect(formatPercent(20, EN)).toBe('20%');
    expect(dollarRange(27, 54, en.calculator.island.range, EN)).toBe('$27 to $54');
  });

  it('writes Spanish as Spanish readers do', () => {
    expect(formatDollars(1234.5, ES)).toBe('1235\u00a0US$');
    expect(plain(formatDollars(1234.5, ES))).toBe('1235 US$');
    expect(plain(formatDollars(12_345, ES))).toBe('12.345 US$');
    expect(plain(formatRate(0.02, ES))).toBe('0,02 US$');
    expect(formatNumber(1_250_000, ES)).toBe('1.250.000');
    expect(formatNumber(7.3, ES)).toBe('7,3');
    expect(plain(formatPercent(5.5, ES))).toBe('5,5 %');
    expect(plain(dollarRange(27, 54, es.calculator.island.range, ES))).toBe('27 US$ a 54 US$');
    expect(plain(dollarRange(4, 4, es.calculator.island.range, ES))).toBe('4 US$');
  });

  it('writes Arabic with Western digits and the dollar sign kept whole in a right-to-left line', () => {
    const AR = LANGUAGES.ar.intlLocale;
    const shown = (text: string) => text.replace(/[\u00a0\u200e\u200f]/g, (mark) => (mark === '\u00a0' ? ' ' : ''));
    // 'US$' isolated left to right (U+2066 ... U+2069): otherwise drawn '$US' in an Arabic line.
    expect(shown(formatDollars(1234.5, AR))).toBe('1,235 \u2066US$\u2069');
    expect(shown(formatRate(0.02, AR))).toBe('0.02 \u2066US$\u2069');
    expect(formatNumber(1_250_000, AR)).toBe('1,250,000');
    expect(shown(formatPercent(5.5, AR))).toBe('5.5%');
    for (const text of [formatDollars(98_765, AR), formatNumber(43_210, AR), formatPercent(12.5, AR)])
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('counts followers by the language plural rules', () => {
    const hint = es.calculator.island.followersHint;
    expect(pluralText(hint, 1, ES, formatNumber(1, ES))).toBe('1 seguidor');
    expect(pluralText(hint, 25_000, ES, formatNumber(25_000, ES))).toBe('25.000 seguidores');
    expect(pluralText(en.calculator.island.followersHint, 10_000, EN, formatNumber(10_000, EN))).toBe(
      '10,000 followers',
    );
  });
});

describe('the report in Spanish', () => {
  // 100,000 × 10% = 10,000 views; 20 posts. Fund $4 to $8 (average $6); brand deals $500; affiliate $100.
  const inputs = { followers: 100_000, engagementPercent: 10, postsPerMonth: 20 };
  const { island } = es.calculator;
  const report = earningsReportText(inputs, estimateEarnings(inputs), {
    texts: island.report,
    rangeTemplate: island.range,
    locale: ES,
    url: 'https://example.com/es/calculator?followers=100000&engagement=10&posts=20',
    date: new Date(2024, 5, 15, 12),
  });
  const text = plain(report) ?? '';

  it('has Spanish lines and Spanish figures', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('Estimación de ganancias en TikTok');
    expect(lines[1]).toBe('Fecha: 15 de junio de 2024');
    for (const line of [
      '- Seguidores: 100.000',
      '- Tasa de interacción: 10 %',
      '- Publicaciones al mes: 20',
      '- Visualizaciones por video: 10.000',
      '- Fondo para Creadores: 6 US$ (4 US$ a 8 US$)',
      '- Colaboraciones con marcas: 500 US$',
      '- Marketing de afiliados: 100 US$',
      '- Total: 304 US$ a 608 US$ al mes',
      'Calculado en https://example.com/es/calculator?followers=100000&engagement=10&posts=20',
    ]) {
      expect(lines).toContain(line);
    }
    expect(text).toMatch(/^Esto es solo una estimación\./m);
    expect(text).not.toMatch(/Followers|per month|\$\d/);
  });
});

describe('the assumptions table in Spanish', () => {
  it('words the rates and tiers in Spanish with Spanish figures', () => {
    const groups = earningsAssumptions(es.calculator.assumptions.table, ES);
    const text = plain(JSON.stringify(groups));
    expect(text).toContain('0,02 US$ por cada 1000 visualizaciones, por publicación');
    expect(text).toContain('50 % de las colaboraciones con marcas');
    const brand = groups.find((group) => group.title.startsWith('Colaboraciones con marcas'));
    expect(brand?.items.map((item) => item.label)).toEqual([
      'Menos de 10.000 seguidores',
      'De 10.000 a 49.999 seguidores',
      'De 50.000 a 99.999 seguidores',
      'De 100.000 a 499.999 seguidores',
      'De 500.000 a 999.999 seguidores',
      '1.000.000 de seguidores o más',
    ]);
    expect(plain(brand?.items.at(-1)?.value)).toBe('5000 US$');
  });
});

describe('the counted texts in Arabic', () => {
  const AR = LANGUAGES.ar.intlLocale;
  const ar = DICTIONARIES.ar;

  it('word each tier with the noun form of the number it follows (the range by its end)', () => {
    const groups = earningsAssumptions(ar.calculator.assumptions.table, AR);
    const brand = groups.find((group) => group.title.startsWith('الشراكات مع العلامات التجارية'));
    expect(brand?.title).toBe('الشراكات مع العلامات التجارية (ابتداءً من 10,000 متابع، شهريًا)');
    expect(brand?.items.map((item) => item.label)).toEqual([
      'أقل من 10,000 متابع',
      'من 10,000 إلى 49,999 متابعًا',
      'من 50,000 إلى 99,999 متابعًا',
      'من 100,000 إلى 499,999 متابعًا',
      'من 500,000 إلى 999,999 متابعًا',
      '1,000,000 متابع فأكثر',
    ]);
    expect(JSON.stringify(groups)).toContain('لكل 1,000 مشاهدة، عن كل منشور');
  });

  it('choose the posts hint for the posts limit on the page, leaving the island its {max}', () => {
    // The English island gets the very text it always had, so the English page does not change.
    expect(calculatorTexts(en.calculator.island, EN).postsHint).toBe('Up to {max} posts a month.');
    expect(calculatorTexts(es.calculator.island, ES).postsHint).toBe('Hasta {max} publicaciones al mes.');
    expect(calculatorTexts(ar.calculator.island, AR).postsHint).toBe('حتى {max} منشور في الشهر.');
    expect(pluralText(ar.calculator.island.postsHint, 30, AR, '30')).toBe('حتى 30 منشورًا في الشهر.');
    expect(pluralText(ar.calculator.island.postsHint, 2, AR, '2')).toBe('حتى منشورين في الشهر.');
    expect(pluralText(ar.calculator.island.postsHint, 5, AR, '5')).toBe('حتى 5 منشورات في الشهر.');
  });

  it('give the minimum age in every form Arabic needs', () => {
    const forms = [18, 1, 2, 10, 100].map((age) => pluralText(ar.calculator.about.minAge, age, AR));
    expect(forms).toEqual([
      'عمر 18 عامًا على الأقل',
      'عمر عام واحد على الأقل',
      'عمر عامين على الأقل',
      'عمر 10 أعوام على الأقل',
      'عمر 100 عام على الأقل',
    ]);
  });
});

describe('tool release dates', () => {
  it('writes each release in English as the spec does (Aug, Sep and Oct 2024)', () => {
    const written = Object.values(TOOL_RELEASES).map((release) => formatRelease(release, EN, en.comingSoon.release));
    expect(written).toEqual(['Aug 2024', 'Sep 2024', 'Oct 2024', 'Q4 2025']);
  });

  it('writes months and quarters in Spanish', () => {
    const texts = es.comingSoon.release;
    expect(formatRelease({ year: 2024, month: 8 }, ES, texts)).toBe('agosto de 2024');
    expect(formatRelease({ year: 2024, month: 1 }, ES, texts)).toBe('enero de 2024');
    expect(formatRelease({ year: 2024, month: 12 }, ES, texts)).toBe('diciembre de 2024');
    expect(formatRelease({ year: 2025, quarter: 4 }, ES, texts)).toBe('4.º trimestre de 2025');
  });
});
