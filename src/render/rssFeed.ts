/** Build-time: one RSS 2.0 response for a feed, with absolute links from the site URL and base path. */
import rss from '@astrojs/rss';
import type { Feed } from '@/data/feeds';
import type { FeedItem } from '@/lib/feeds';
import { siteUrl } from '../lib/siteUrl';

/** `listingPath` is the HTML page the feed mirrors: the channel's link. */
export function rssFeed(feed: Feed, listingPath: string, items: FeedItem[], site: URL): Promise<Response> {
  return rss({
    title: feed.title,
    description: feed.description,
    site: siteUrl(listingPath, site),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    // Feed readers and validators expect the feed to name its own address and language.
    customData: `<language>en</language><atom:link href="${siteUrl(feed.path, site)}" rel="self" type="application/rss+xml"/>`,
    items,
  });
}
