/**
 * Common English words that say nothing about a video. Only words longer than three characters are
 * listed: shorter ones are already excluded by the length rule.
 */
// A word list reads best wrapped like prose, not one entry per line.
// prettier-ignore
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'about', 'above', 'after', 'again', 'against', 'also', 'always', 'another', 'anything', 'around', 'because',
  'been', 'before', 'being', 'below', 'best', 'between', 'both', 'came', 'come', 'could', 'didnt', 'does',
  'doesnt', 'doing', 'dont', 'down', 'during', 'each', 'even', 'ever', 'every', 'from', 'further', 'gets',
  'getting', 'going', 'gonna', 'good', 'great', 'have', 'having', 'here', 'into', 'just', 'know', 'like',
  'made', 'make', 'makes', 'making', 'many', 'more', 'most', 'much', 'must', 'need', 'never', 'next', 'only',
  'other', 'over', 'really', 'same', 'should', 'show', 'shows', 'since', 'some', 'something', 'still',
  'such', 'take', 'than', 'that', 'thats', 'their', 'them', 'then', 'there', 'these', 'they', 'thing',
  'things', 'this', 'those', 'through', 'under', 'until', 'very', 'want', 'wants', 'well', 'were', 'what',
  'when', 'where', 'which', 'while', 'will', 'with', 'within', 'without', 'would', 'your', 'youre', 'yours',
  'yourself',
]);
