/** Tutorial ids that have a hand-built page taking precedence over /tutorials/[id]. */
export const FIXED_TUTORIAL_PAGES: readonly string[] = ['hashtag-strategy'];

/**
 * Short tutorial addresses used by the calculator and home page that are not tutorial
 * ids: each redirects to the tutorial that covers the topic. Built as redirect pages, so they work
 * on any static host.
 */
export const TUTORIAL_ALIASES = {
  '/tutorials/monetization': '/tutorials/creator-fund-application',
  '/tutorials/creator-fund': '/tutorials/creator-fund-application',
  '/tutorials/brand-deals': '/tutorials/brand-partnership-guide',
  '/tutorials/algorithm': '/tutorials/tiktok-algorithm-explained',
  '/tutorials/safety': '/tutorials/tiktok-safety-guide',
} as const;
