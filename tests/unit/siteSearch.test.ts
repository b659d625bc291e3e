import { describe, expect, it } from 'vitest';
import { normalizeQuery, searchUrl } from '@/lib/siteSearch';

describe('the site search address', () => {
  it('keeps letters of every script as written and escapes what would change the query', () => {
    expect(searchUrl('الربح', '/ar/search')).toBe('/ar/search?q=الربح');
    expect(searchUrl('estadísticas', '/es/search')).toBe('/es/search?q=estadísticas');
    expect(searchUrl('content-ideas', '/search')).toBe('/search?q=content-ideas');
    expect(searchUrl('a b&c=d#e+f%g?', '/search')).toBe('/search?q=a%20b%26c%3Dd%23e%2Bf%25g%3F');
    expect(searchUrl('أفكار المحتوى', '/ar/search')).toBe('/ar/search?q=أفكار%20المحتوى');
  });

  it('reads back as the same query', () => {
    for (const query of ['الربح', 'a b&c=d#e+f%g?', 'crème brûlée', '日本料理 レシピ', '"quoted" <tag>']) {
      expect(new URL(searchUrl(query, '/search'), 'https://site.invalid').searchParams.get('q')).toBe(query);
    }
  });

  it('trims queries and refuses blank ones', () => {
    expect(normalizeQuery('  growth ')).toBe('growth');
    expect(normalizeQuery('   ')).toBeNull();
  });
});
