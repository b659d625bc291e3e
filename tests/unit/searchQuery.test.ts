// The q parameter, the cleaned query, the text Pagefind searches and the page title.
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '@/data/search';
import { searchPageTitle } from '@/lib/search/pageTitle';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';
import { cleanSearchQuery, readSearchQuery, toPagefindQuery } from '@/lib/search/query';

describe('readSearchQuery', () => {
  it('reads, decodes and trims q', () => {
    expect(readSearchQuery('?q=growth')).toBe('growth');
    expect(readSearchQuery('?q=%20brand%20deals%20%26%20more%20')).toBe('brand deals & more');
    expect(readSearchQuery('?q=growth+tips')).toBe('growth tips');
  });

  it('collapses inner whitespace', () => {
    expect(readSearchQuery('?q=creator%0A%09%20fund')).toBe('creator fund');
  });

  it('is null without q or with blank q', () => {
    expect(readSearchQuery('')).toBeNull();
    expect(readSearchQuery('?x=1')).toBeNull();
    expect(readSearchQuery('?q=')).toBeNull();
    expect(readSearchQuery('?q=%20%20%20')).toBeNull();
  });

  it('uses the first q when there are several and survives odd encodings', () => {
    expect(readSearchQuery('?q=one&q=two')).toBe('one');
    // A broken percent-escape becomes U+FFFD instead of throwing.
    expect(readSearchQuery('?q=%E0%A4%A')).toBe('\uFFFD%A');
  });

  it('caps very long queries', () => {
    const query = readSearchQuery(`?q=${'a'.repeat(5000)}`);
    expect(query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('keeps markup as plain text (rendering escapes it)', () => {
    expect(readSearchQuery('?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('cleanSearchQuery', () => {
  it('trims, one-spaces and caps typed text; blank is null', () => {
    expect(cleanSearchQuery('  brand \n deals ')).toBe('brand deals');
    expect(cleanSearchQuery(' \t ')).toBeNull();
    expect(cleanSearchQuery(`${'b'.repeat(MAX_QUERY_LENGTH - 1)} tail`)).toBe('b'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('toPagefindQuery', () => {
  it('splits hyphenated words so both parts are searched', () => {
    expect(toPagefindQuery('content-ideas')).toBe('content ideas');
    expect(toPagefindQuery('before-after_effects')).toBe('before after effects');
    expect(toPagefindQuery('long–dash')).toBe('long dash');
  });

  it('leaves numbers, single words and spacing alone', () => {
    expect(toPagefindQuery('5-5-5 method')).toBe('5-5-5 method');
    expect(toPagefindQuery('growth')).toBe('growth');
    expect(toPagefindQuery('  brand   deals ')).toBe('brand deals');
  });

  it('handles a leading or trailing hyphen without inventing words', () => {
    expect(toPagefindQuery('-viral-')).toBe('-viral-');
  });
});

describe('searchPageTitle', () => {
  it('names the query in the title', () => {
    expect(searchPageTitle('growth', en.search.island)).toBe('Search results for "growth" | CreatorGrowth Hub');
    expect(searchPageTitle(null, en.search.island)).toBe('Search | CreatorGrowth Hub');
  });

  it('in the page language, the query inserted as written', () => {
    expect(searchPageTitle('crecimiento', es.search.island)).toBe(
      'Resultados de búsqueda para «crecimiento» | CreatorGrowth Hub',
    );
    expect(searchPageTitle(null, es.search.island)).toBe('Buscar | CreatorGrowth Hub');
    expect(searchPageTitle('{query} $&', en.search.island)).toBe('Search results for "{query} $&" | CreatorGrowth Hub');
  });
});
