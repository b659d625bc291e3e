/** RSS feed of the trend reports, newest spotted first, in each language: the entries written in it. */
import type { APIRoute } from 'astro';
import { LANGUAGE_CODES } from '@/data/languages';
import { languageRoutes } from '@/lib/languagePaths';
import { localizedPath } from '@/lib/languagePrefix';
import { localizedEntries } from '@/render/entryTranslations';
import { SITE } from '@/data/site';
import { TRENDS_FEED } from '@/data/feeds';
import { trendFeedItems } from '@/lib/feeds';
import { fillTemplate } from '@/lib/dictionaries';
import { toTrendSummary } from '@/lib/trends';
import { rssFeed } from '@/render/rssFeed';
import { siteUrl } from '@/lib/siteUrl';
import { DICTIONARIES, pageLanguage } from '@/i18n';

export const getStaticPaths = () => languageRoutes(LANGUAGE_CODES);

export const GET: APIRoute = async ({ site = new URL(SITE.url), url }) => {
  const language = pageLanguage(url);
  const t = DICTIONARIES[language];
  // The spotted date stays the English entry's (a translation leaves it out): it orders and dates the items.
  const trends = (await localizedEntries('trends', language)).map(({ entry }) => {
    const summary = toTrendSummary(entry);
    return { ...summary, category: t.categories.trends[summary.category] };
  });
  return rssFeed(
    TRENDS_FEED,
    { title: fillTemplate(t.trend.feed.title, { siteName: SITE.name }), description: t.trend.feed.description },
    language,
    '/trends',
    trendFeedItems(trends, (path) => siteUrl(localizedPath(path, language), site)),
    site,
  );
};
