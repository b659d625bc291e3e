/** The offline page in English: what the service worker shows for a page it cannot reach. */
export const offline = {
  title: 'You are offline',
  description: 'This page is not available without a connection. Pages you have already opened still are.',
  badge: 'Offline',
  intro:
    'This page has not been saved on this device yet, and there is no connection right now. The tools and the pages you have read work without one.',
  pagesLabel: 'Pages available offline',
  toolsHeading: 'Always available offline',
  /** The pages every visit keeps, by their key in src/data/offline.ts. */
  alwaysAvailable: {
    home: 'Home',
    calculator: 'Earnings Calculator',
    hashtagGenerator: 'Hashtag Generator',
  },
  savedHeading: 'Tutorials and trends you can read offline',
  savedEmpty: 'No tutorials or trends are saved yet. Pages you open while online are kept for later.',
  retry: 'Try again',
  tutorialKind: 'Tutorial',
  trendKind: 'Trend',
};
