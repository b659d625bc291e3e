/**
 * Structured data (schema.org JSON-LD) that search engines read for rich results: Article for a
 * tutorial, BreadcrumbList, WebSite with its site search, FAQPage. Every URL passed in is absolute.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The site as author and publisher of its articles. */
export interface Publisher {
  name: string;
  url: string;
  logoUrl: string;
}

function organization({ name, url, logoUrl }: Publisher): JsonLd {
  return { '@type': 'Organization', name, url, logo: { '@type': 'ImageObject', url: logoUrl } };
}

export function articleSchema(article: {
  headline: string;
  description: string;
  url: string;
  imageUrl: string;
  datePublished: Date;
  dateModified?: Date;
  publisher: Publisher;
}): JsonLd {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: article.url,
    image: article.imageUrl,
    datePublished: day(article.datePublished),
    dateModified: day(article.dateModified ?? article.datePublished),
    author: organization(article.publisher),
    publisher: organization(article.publisher),
  };
}

/** The trail from the home page to the current page, each step with its absolute URL. */
export function breadcrumbSchema(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * `searchUrl` is the search page's absolute URL; the query goes in its q parameter. `inLanguage` is the
 * page's language (a BCP 47 tag, 'en').
 */
export function webSiteSchema(site: {
  name: string;
  url: string;
  description: string;
  searchUrl: string;
  inLanguage: string;
}): JsonLd {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    description: site.description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
    inLanguage: site.inLanguage,
  };
}

export function faqPageSchema(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * The text of one <script type="application/ld+json"> holding these nodes: compact JSON, and '<'
 * escaped so no value can close the script element early.
 */
export function jsonLdText(nodes: readonly JsonLd[]): string {
  const document = nodes.length === 1 ? { '@context': CONTEXT, ...nodes[0] } : { '@context': CONTEXT, '@graph': nodes };
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
