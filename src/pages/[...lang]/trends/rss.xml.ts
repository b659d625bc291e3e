/** RSS feed of the trend reports, newest spotted first. */
import type { APIRoute } from 'astro';
import { languageRoutes } from '@/lib/languagePaths';
import { publishedEntries } from '@/render/publishedCollection';
import { SITE } from '@/data/site';
import { TRENDS_FEED } from '@/data/feeds';
import { trendFeedItems } from '@/lib/feeds';
import { toTrendSummary } from '@/lib/trends';
import { rssFeed } from '@/render/rssFeed';
import { siteUrl } from '@/lib/siteUrl';

export const getStaticPaths = () => languageRoutes(['en']);

export const GET: APIRoute = async ({ site = new URL(SITE.url) }) => {
  const trends = (await publishedEntries('trends')).map(toTrendSummary);
  return rssFeed(
    TRENDS_FEED,
    '/trends',
    trendFeedItems(trends, (path) => siteUrl(path, site)),
    site,
  );
};
