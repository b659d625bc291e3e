/** Tutorial helpers: lookups and ordering over the tutorials collection's entries. */

/** Tutorial ids that have a hand-built page taking precedence over /tutorials/[id]. */
export const FIXED_TUTORIAL_PAGES: readonly string[] = ['hashtag-strategy'];
