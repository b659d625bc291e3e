/** Build-time: one RSS 2.0 response for a feed, with absolute links from the site URL and base path. */
import rss from '@astrojs/rss';
import type { Feed } from '@/data/feeds';
import { LANGUAGES, type Language } from '@/data/languages';
import type { FeedItem } from '@/lib/feeds';
import { interfaceLink } from '@/lib/languagePaths';
import { localizedPath } from '@/lib/languagePrefix';
import { siteUrl } from '../lib/siteUrl';

/** A feed's channel texts in its language. */
export interface FeedTexts {
  title: string;
  description: string;
}

/**
 * `listingPath` is the HTML page the feed mirrors (its English path): the channel's link, in the
 * feed's language when that page is built in it. The feed lives at `feed.path` in that language.
 */
export function rssFeed(
  feed: Feed,
  texts: FeedTexts,
  language: Language,
  listingPath: string,
  items: FeedItem[],
  site: URL,
): Promise<Response> {
  return rss({
    title: texts.title,
    description: texts.description,
    site: siteUrl(interfaceLink(listingPath, language), site),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    // Feed readers and validators expect the feed to name its own address and language.
    customData: `<language>${LANGUAGES[language].htmlLang}</language><atom:link href="${siteUrl(localizedPath(feed.path, language), site)}" rel="self" type="application/rss+xml"/>`,
    items,
  });
}
