// JSON-LD builders (src/lib/structuredData.ts) and the web manifest (src/lib/webManifest.ts).
import { describe, expect, it } from 'vitest';
import { articleSchema, breadcrumbSchema, faqPageSchema, jsonLdText, webSiteSchema } from '@/lib/structuredData';
import { webManifest } from '@/lib/webManifest';

const publisher = { name: 'Site', url: 'https://example.com/', logoUrl: 'https://example.com/icons/icon-512.png' };

describe('structured data', () => {
  it('describes an article with dates as days and the site as publisher', () => {
    const article = articleSchema({
      headline: 'H',
      description: 'D',
      url: 'https://example.com/tutorials/h',
      imageUrl: 'https://images.unsplash.com/photo-1?w=1200',
      datePublished: new Date('2024-06-10T00:00:00Z'),
      publisher,
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'H',
      datePublished: '2024-06-10',
      dateModified: '2024-06-10',
      image: 'https://images.unsplash.com/photo-1?w=1200',
      publisher: { '@type': 'Organization', name: 'Site', logo: { '@type': 'ImageObject', url: publisher.logoUrl } },
    });
  });

  it('numbers breadcrumb steps from 1', () => {
    const list = breadcrumbSchema([
      { name: 'Home', url: 'https://example.com/' },
      { name: 'Trends', url: 'https://example.com/trends' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Trends', item: 'https://example.com/trends' },
    ]);
  });

  it('points the site search action at the search page q parameter, in the page language', () => {
    const site = webSiteSchema({
      name: 'Site',
      url: 'https://example.com/es/',
      description: 'D',
      searchUrl: 'https://example.com/es/search',
      inLanguage: 'es',
    });
    expect(site.inLanguage).toBe('es');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://example.com/es/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('turns FAQ entries into questions with accepted answers', () => {
    expect(faqPageSchema([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('writes one node flat and several as a graph, with no way to close the script early', () => {
    const faq = faqPageSchema([{ question: '</script><script>alert(1)</script>', answer: 'a' }]);
    const text = jsonLdText([faq]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', ...faq });
    expect(JSON.parse(jsonLdText([faq, faq]))).toEqual({ '@context': 'https://schema.org', '@graph': [faq, faq] });
  });
});

describe('web manifest', () => {
  it('has what Chromium needs to install the site, under the base path', () => {
    const manifest = webManifest('/hub/');
    expect(manifest).toMatchObject({
      start_url: '/hub/',
      scope: '/hub/',
      display: 'standalone',
      theme_color: '#d9124a',
    });
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      ['/hub/icons/icon-192.png', '192x192', 'any'],
      ['/hub/icons/icon-512.png', '512x512', 'any'],
      ['/hub/icons/maskable-512.png', '512x512', 'maskable'],
    ]);
  });
});
