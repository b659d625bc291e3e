/** RSS feed of the tutorials, newest first, in each language: the entries written in it. */
import type { APIRoute } from 'astro';
import { LANGUAGE_CODES } from '@/data/languages';
import { languageRoutes } from '@/lib/languagePaths';
import { localizedPath } from '@/lib/languagePrefix';
import { localizedEntries } from '@/render/entryTranslations';
import { SITE } from '@/data/site';
import { TUTORIALS_FEED } from '@/data/feeds';
import { tutorialFeedItems } from '@/lib/feeds';
import { fillTemplate } from '@/lib/dictionaries';
import { toTutorialSummary } from '@/lib/tutorials';
import { rssFeed } from '@/render/rssFeed';
import { siteUrl } from '@/lib/siteUrl';
import { DICTIONARIES, pageLanguage } from '@/i18n';

export const getStaticPaths = () => languageRoutes(LANGUAGE_CODES);

export const GET: APIRoute = async ({ site = new URL(SITE.url), url }) => {
  const language = pageLanguage(url);
  const t = DICTIONARIES[language];
  const tutorials = (await localizedEntries('tutorials', language)).map(({ entry }) => {
    const summary = toTutorialSummary(entry);
    return { ...summary, category: t.categories.tutorials[summary.category] };
  });
  return rssFeed(
    TUTORIALS_FEED,
    { title: fillTemplate(t.tutorial.feed.title, { siteName: SITE.name }), description: t.tutorial.feed.description },
    language,
    '/tutorials',
    tutorialFeedItems(tutorials, (path) => siteUrl(localizedPath(path, language), site)),
    site,
  );
};
