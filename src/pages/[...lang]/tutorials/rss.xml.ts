/** RSS feed of the tutorials, newest first. */
import type { APIRoute } from 'astro';
import { languageRoutes } from '@/lib/languagePaths';
import { publishedEntries } from '@/render/publishedCollection';
import { SITE } from '@/data/site';
import { TUTORIALS_FEED } from '@/data/feeds';
import { tutorialFeedItems } from '@/lib/feeds';
import { toTutorialSummary } from '@/lib/tutorials';
import { rssFeed } from '@/render/rssFeed';
import { siteUrl } from '@/lib/siteUrl';

export const getStaticPaths = () => languageRoutes(['en']);

export const GET: APIRoute = async ({ site = new URL(SITE.url) }) => {
  const tutorials = (await publishedEntries('tutorials')).map(toTutorialSummary);
  return rssFeed(
    TUTORIALS_FEED,
    '/tutorials',
    tutorialFeedItems(tutorials, (path) => siteUrl(path, site)),
    site,
  );
};
