/**
 * The site's RSS feeds: linked from every page's head and from the footer, each in the page's language
 * (the feed's path under the language's prefix; its title and description are the dictionary's).
 */

export interface Feed {
  /** Root-relative path of the feed (pass it through withBase for a link). */
  path: string;
  /** The dictionary slice whose `feed` texts name the feed (its title in the head link and the channel). */
  texts: 'tutorial' | 'trend';
  /** The footer link's text, by its key in the dictionary's `layout.footer`. */
  label: 'tutorialsFeed' | 'trendsFeed';
}

export const TUTORIALS_FEED: Feed = {
  path: '/tutorials/rss.xml',
  label: 'tutorialsFeed',
  texts: 'tutorial',
};

export const TRENDS_FEED: Feed = {
  path: '/trends/rss.xml',
  label: 'trendsFeed',
  texts: 'trend',
};

export const FEEDS: readonly Feed[] = [TUTORIALS_FEED, TRENDS_FEED];
