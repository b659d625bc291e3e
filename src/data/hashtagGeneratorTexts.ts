/**
 * Every word the hashtag generator shows: its form, its result tabs and its toasts. Numbers come from
 * hashtagGenerator.ts. A few strings start or end with a space because the markup puts them beside
 * a number or an element.
 */

/** "1 hashtag", "15 hashtags". */
function hashtagCount(count: number): string {
  return `${count} hashtag${count === 1 ? '' : 's'}`;
}

/** The generator's texts, by where they appear. */
export const HASHTAG_GENERATOR_TEXTS = {
  formLabel: 'Hashtag generator',
  topicLabel: 'Topic',
  required: '(required)',
  topicPlaceholder: 'e.g. healthy breakfast ideas',
  descriptionLabel: 'Description',
  optional: '(optional)',
  descriptionPlaceholder: 'What happens in the video? Key words here can become hashtags.',
  nicheLegend: 'Niche',
  countLabel: 'Number of hashtags',
  fewer: 'Fewer hashtags',
  more: 'More hashtags',
  /** The stepper buttons' faces (their labels above are what screen readers say). */
  fewerSign: '−',
  moreSign: '+',
  /** After "7-15". */
  countRecommended: ' hashtags recommended; at most',
  /** After the most a post may carry. */
  countAllowed: ' allowed per post.',
  generate: 'Generate Hashtags',
  generating: 'Generating...',
  resultsHeading: 'Your hashtags',
  resultsPending: 'Generating your hashtags...',
  resultsEmpty: 'Enter a topic and press Generate Hashtags to get four ready-to-copy lists.',
  tabListLabel: 'Hashtag lists',
  /** A copy button: "Copy Trending". */
  copy: (tabLabel: string) => `Copy ${tabLabel}`,
  noHashtags: 'Your topic has no letters or digits to build hashtags from. Try describing it in words.',
  hashtagCount,

  textTooLongTitle: 'Too long',
  /** Beside the field and in the toast; counts are in characters as the reader sees them. */
  textTooLongMessage: (field: 'topic' | 'description', max: number, over: number) =>
    `Keep the ${field} to ${max} characters: it has ${over} too many.`,

  topicRequiredTitle: 'Input Required',
  topicRequiredMessage: 'Please enter a topic for your content',
  generatedTitle: 'Hashtags generated!',
  /** The topic is isolated (FSI … PDI) so a right-to-left topic keeps its order inside the sentence. */
  generatedMessage: (count: number, topic: string) =>
    `${hashtagCount(count)} ready for "\u2068${topic.trim()}\u2069". Pick the ones that fit your video.`,
  copiedTitle: 'Copied to clipboard!',
  copiedMessage: (count: number) =>
    `${hashtagCount(count)} copied. Paste ${count === 1 ? 'it' : 'them'} into your caption.`,
  /** Only reachable when the generator's script cannot be downloaded (say, the connection dropped). */
  failedTitle: 'Something went wrong',
  failedMessage: 'The hashtags could not be generated. Check your connection and try again.',
} as const;

/** The result tabs' names and what each list holds; the Recommended Mix's hint names its shares. */
export const HASHTAG_RESULT_TAB_TEXTS = {
  recommended: {
    label: 'Recommended Mix',
    /** The mix's shares of each list, given as percentages ("30%"). */
    shares: (trending: string, niche: string, topic: string) =>
      `${trending} trending, ${niche} niche and ${topic} topic-specific hashtags`,
    hint: (shares: string) => `${shares} (rounded down), topped up with more trending hashtags to your count.`,
  },
  trending: { label: 'Trending', hint: 'Broad hashtags that are popular across the platform right now.' },
  topic: { label: 'Topic-Specific', hint: 'Hashtags built from your topic and description.' },
  niche: { label: 'Niche-Focused', hint: 'Community hashtags where viewers of your niche gather.' },
} as const;
