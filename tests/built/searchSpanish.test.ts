// The Spanish search page as built (/es/search): its own language and texts, none of the English page's,
// the island given the Spanish slice, links to pages in Spanish where they exist, and the English page
// still as before. Read from dist/ as a host serves it; what the index finds is siteSearch.test.ts.
import { describe, expect, it } from 'vitest';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';
import { interfaceLink } from '@/lib/languagePaths';
import { ROOT_BUILD as site, attribute, shownText, textOf } from './builtSite';

const spanish = site.page('/es/search');
const english = site.page('/search');

/** The island's props as Astro serialises them: [type, value] pairs, decoded to plain values. */
function islandProps(page: typeof spanish.page): Record<string, unknown> {
  const decode = (value: unknown): unknown => {
    if (!Array.isArray(value)) return value;
    const [type, inner] = value as [number, unknown];
    if (type === 1) return (inner as unknown[]).map(decode);
    if (inner && typeof inner === 'object')
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, decode(item)]));
    return inner;
  };
  const island = page.one('astro-island[component-url*="SearchPage"]');
  const raw = JSON.parse(attribute(island, 'props') ?? '{}') as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decode(value)]));
}

describe('/es/search', () => {
  it('is built, in Spanish, with its Spanish title and description', () => {
    expect(spanish.status).toBe(200);
    expect(attribute(spanish.page.one('html'), 'lang')).toBe('es');
    expect(textOf(spanish.page.one('title')!)).toMatch(new RegExp(`^${es.search.page.title} \\| `));
    expect(attribute(spanish.page.one('meta[name="description"]'), 'content')).toBe(es.search.page.description);
  });

  it('gives the island the Spanish slice only, its Spanish locale and links', () => {
    const props = islandProps(spanish.page);
    expect(props.texts).toEqual(es.search.island);
    expect(props.locale).toBe('es');
    expect(props.englishLabel).toBe(es.layout.languages.englishLabel);
    expect(props.links).toEqual({
      search: '/es/search',
      tutorials: interfaceLink('/tutorials', 'es'),
      trends: interfaceLink('/trends', 'es'),
    });
    // None of the English page's texts, shown or given to the island (words both languages share aside).
    const shared = new Set(['–', '.', 'Trends', 'Tools', 'hashtags', 'viral', 'Search']);
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
    const shown = [
      shownText(spanish.page.one('body')!),
      ...leaves(props.texts),
      attribute(spanish.page.one('meta[name="description"]'), 'content'),
    ].join('\n');
    for (const text of leaves(en.search)) if (!shared.has(text)) expect(shown, text).not.toContain(text);
  });

  it('shows the Spanish message without JavaScript, with its links', () => {
    const noscript = spanish.page.one('noscript');
    expect(noscript).not.toBeNull();
    const text = textOf(noscript!);
    expect(text).toContain(es.search.page.noscriptTitle);
    expect(text).toContain(es.search.page.noscriptTutorials);
    expect(spanish.page.all('noscript a').map((link) => attribute(link, 'href'))).toEqual([
      interfaceLink('/tutorials', 'es'),
      interfaceLink('/trends', 'es'),
    ]);
  });

  it('carries the Spanish title for a query, and its header box searches on /es/search', () => {
    expect(attribute(spanish.page.one('meta[name="search-index-tag"]'), 'data-results-title')).toBe(
      es.search.island.resultsTitle,
    );
    expect(attribute(spanish.page.one('form[data-header-search]'), 'action')).toBe('/es/search');
  });

  it('is not indexed for search itself', () => {
    expect(spanish.page.one('[data-pagefind-body]')).toBeNull();
  });
});

describe('/search stays English', () => {
  it('keeps its English title, texts and links', () => {
    expect(attribute(english.page.one('html'), 'lang')).toBe('en');
    expect(textOf(english.page.one('title')!)).toBe('Search | CreatorGrowth Hub');
    const props = islandProps(english.page);
    expect(props.texts).toEqual(en.search.island);
    expect(props.links).toEqual({ search: '/search', tutorials: '/tutorials', trends: '/trends' });
    expect(textOf(english.page.one('noscript')!)).toContain('Search needs JavaScript');
    expect(attribute(english.page.one('form[data-header-search]'), 'action')).toBe('/search');
  });
});
