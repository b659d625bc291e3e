/** The site's RSS feeds: linked from every page's head and from the footer. */
import { SITE } from './site';

export interface Feed {
  /** Root-relative path of the feed (pass it through withBase for a link). */
  path: string;
  /** The head link's title (the feed's own channel texts are the dictionaries': `tutorial.feed`, `trend.feed`). */
  title: string;
  /** The footer link's text, by its key in the dictionary's `layout.footer`. */
  label: 'tutorialsFeed' | 'trendsFeed';
}

export const TUTORIALS_FEED: Feed = {
  path: '/tutorials/rss.xml',
  label: 'tutorialsFeed',
  title: `${SITE.name}: Tutorials`,
};

export const TRENDS_FEED: Feed = {
  path: '/trends/rss.xml',
  label: 'trendsFeed',
  title: `${SITE.name}: Trend Reports`,
};

export const FEEDS: readonly Feed[] = [TUTORIALS_FEED, TRENDS_FEED];
