/** The site's RSS feeds: linked from every page's head and from the footer. */
import { SITE } from './site';

export interface Feed {
  /** Root-relative path of the feed (pass it through withBase for a link). */
  path: string;
  /** Channel title, also the title of the head link. */
  title: string;
  description: string;
  /** The footer link's text, by its key in the dictionary's `layout.footer`. */
  label: 'tutorialsFeed' | 'trendsFeed';
}

export const TUTORIALS_FEED: Feed = {
  path: '/tutorials/rss.xml',
  label: 'tutorialsFeed',
  title: `${SITE.name}: Tutorials`,
  description: 'New practical, ethical TikTok growth tutorials, newest first.',
};

export const TRENDS_FEED: Feed = {
  path: '/trends/rss.xml',
  label: 'trendsFeed',
  title: `${SITE.name}: Trend Reports`,
  description: 'New TikTok trend reports, newest spotted first.',
};

export const FEEDS: readonly Feed[] = [TUTORIALS_FEED, TRENDS_FEED];
