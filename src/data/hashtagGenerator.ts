/**
 * The hashtag generator's numbers: how many hashtags a post takes, the count stepper, the shares of
 * each list, the form's limits, its result tabs and the query string that prefills it. Its words are in
 * the `hashtagGenerator` dictionary slice (src/i18n); its rules in src/lib/hashtagForm.ts and src/lib/hashtags.ts.
 */

// ---------------------------------------------------------------------------------------------------
// The form (what the page needs before anything is generated)

/** Guidance texts: how many hashtags to use. */
export const HASHTAGS_RECOMMENDED_PER_POST = { min: 7, max: 15 } as const;
export const HASHTAGS_MAX_PER_POST = 30;
/** What tends to work for everyday posting, once a mix has been tested. */
export const HASHTAGS_EVERYDAY_PER_VIDEO = { min: 3, max: 5 } as const;

export const HASHTAG_COUNT_MIN = 5;
/**
 * The stepper stops at what a post may carry.
 * @alias of HASHTAGS_MAX_PER_POST, named for the stepper
 */
export const HASHTAG_COUNT_MAX = HASHTAGS_MAX_PER_POST;
export const HASHTAG_COUNT_STEP = 5;
export const HASHTAG_COUNT_DEFAULT = 15;
export const HASHTAG_GENERATION_DELAY_MS = 800;

/**
 * The Recommended Mix: these shares of the count (each rounded down) from the trending, niche and
 * topic lists, then random trending hashtags up to the count. Among the form's numbers because the page
 * describes the mix before the generator is loaded.
 */
export const RECOMMENDED_TRENDING_SHARE = 0.3;
export const RECOMMENDED_NICHE_SHARE = 0.3;
export const RECOMMENDED_TOPIC_SHARE = 0.4;

/** Longest topic and description the form accepts (and the longest a ?topic= link can prefill). */
export const TOPIC_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

/**
 * The result tabs, in the order shown (their names and hints are in the dictionaries). Each id names one
 * of the lists the generator answers with (HashtagResult in src/lib/hashtagForm.ts).
 */
export const HASHTAG_RESULT_TAB_IDS = ['recommended', 'trending', 'topic', 'niche'] as const;

/** The query parameters that prefill the form (`?topic=&niche=`), so other pages can hand a topic over. */
export const HASHTAG_SEARCH_PARAMS = { topic: 'topic', niche: 'niche' } as const;

// ---------------------------------------------------------------------------------------------------
// The generator (loaded when the visitor presses Generate)

/** Length of the Trending and Niche-Focused lists, as shares of the requested count. */
export const TRENDING_SHARE = 0.4;
export const NICHE_SHARE = 0.6;

/** Chance that each eligible description word becomes a topic hashtag. */
export const TOPIC_OPTIONAL_INCLUDE_CHANCE = 0.5;

/** A topic word becomes a hashtag of its own when longer than this many characters. */
export const TOPIC_WORD_MIN_EXCLUSIVE_CHARS = 3;
/** Two adjacent topic words become one hashtag when each is longer than this. */
export const TOPIC_PAIR_WORD_MIN_EXCLUSIVE_CHARS = 2;
/** A description word is a candidate when longer than this and not a stop word. */
export const DESCRIPTION_WORD_MIN_EXCLUSIVE_CHARS = 3;
