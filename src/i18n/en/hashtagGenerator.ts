/**
 * The hashtag generator page in English: its heading, the generator (the island's texts), the strategy
 * tips and the Pro teasers. Templates name their numbers ({count}, {maxPerPost}, …), which the page
 * formats for its language (src/lib/hashtagWording.ts).
 */
export const hashtagGenerator = {
  title: 'Hashtag Generator',
  description: 'Generate a balanced mix of trending, niche and topic hashtags for your next TikTok video.',
  /** The island's texts: handed to it as a prop, so keep them to what it shows. */
  generator: {
    formLabel: 'Hashtag generator',
    topicLabel: 'Topic',
    required: '(required)',
    topicPlaceholder: 'e.g. healthy breakfast ideas',
    descriptionLabel: 'Description',
    optional: '(optional)',
    descriptionPlaceholder: 'What happens in the video? Key words here can become hashtags.',
    nicheLegend: 'Niche',
    niches: {
      general: 'General',
      beauty: 'Beauty',
      fashion: 'Fashion',
      fitness: 'Fitness',
      food: 'Food',
      travel: 'Travel',
      comedy: 'Comedy',
      educational: 'Educational',
      dance: 'Dance',
      gaming: 'Gaming',
      business: 'Business',
      tech: 'Tech',
      lifestyle: 'Lifestyle',
      sports: 'Sports',
      music: 'Music',
      art: 'Art',
      books: 'Books',
      pets: 'Pets',
      diy: 'DIY',
      parenting: 'Parenting',
    },
    countLabel: 'Number of hashtags',
    fewer: 'Fewer hashtags',
    more: 'More hashtags',
    countGuidance: '{recommendedMin}-{recommendedMax} hashtags recommended; at most {maxPerPost} allowed per post.',
    generate: 'Generate Hashtags',
    generating: 'Generating...',
    resultsHeading: 'Your hashtags',
    resultsPending: 'Generating your hashtags...',
    resultsEmpty: 'Enter a topic and press Generate Hashtags to get four ready-to-copy lists.',
    tabListLabel: 'Hashtag lists',
    /** The Recommended Mix's shares of each list, as percentages. */
    mixShares: '{trending} trending, {niche} niche and {topic} topic-specific hashtags',
    tabs: {
      recommended: {
        label: 'Recommended Mix',
        hint: '{shares} (rounded down), topped up with more trending hashtags to your count.',
        copy: 'Copy Recommended Mix',
      },
      trending: {
        label: 'Trending',
        hint: 'Broad hashtags that are popular across the platform right now.',
        copy: 'Copy Trending',
      },
      topic: {
        label: 'Topic-Specific',
        hint: 'Hashtags built from your topic and description.',
        copy: 'Copy Topic-Specific',
      },
      niche: {
        label: 'Niche-Focused',
        hint: 'Community hashtags where viewers of your niche gather.',
        copy: 'Copy Niche-Focused',
      },
    },
    noHashtags: 'Your topic has no letters or digits to build hashtags from. Try describing it in words.',
    hashtagCount: { one: '{count} hashtag', other: '{count} hashtags' },
    textTooLongTitle: 'Too long',
    /** Beside the field and in the toast; {count} is how many characters (as the reader sees them) are over {max}. */
    topicTooLong: {
      one: 'Keep the topic to {max} characters: it has {count} too many.',
      other: 'Keep the topic to {max} characters: it has {count} too many.',
    },
    descriptionTooLong: {
      one: 'Keep the description to {max} characters: it has {count} too many.',
      other: 'Keep the description to {max} characters: it has {count} too many.',
    },
    topicRequiredTitle: 'Input Required',
    topicRequiredMessage: 'Please enter a topic for your content',
    generatedTitle: 'Hashtags generated!',
    generatedMessage: {
      one: '{count} hashtag ready for "{topic}". Pick the ones that fit your video.',
      other: '{count} hashtags ready for "{topic}". Pick the ones that fit your video.',
    },
    copiedTitle: 'Copied to clipboard!',
    copiedMessage: {
      one: '{count} hashtag copied. Paste it into your caption.',
      other: '{count} hashtags copied. Paste them into your caption.',
    },
    /** Only reachable when the generator's script cannot be downloaded (say, the connection dropped). */
    failedTitle: 'Something went wrong',
    failedMessage: 'The hashtags could not be generated. Check your connection and try again.',
  },
  tips: {
    heading: 'Hashtag strategy tips',
    items: [
      {
        title: 'Use the 5-5-5 method',
        text: 'Build a mix of 5 trending, 5 niche and 5 topic-specific hashtags, then keep the ones that bring viewers.',
      },
      {
        title: 'How the Recommended Mix is built',
        text: 'It takes {shares} of your count, each rounded down, drops repeats, then adds more trending hashtags until it reaches your count.',
      },
      {
        title: '{recommendedMin}-{recommendedMax} hashtags recommended',
        text: 'Test a mix of {recommendedMin} to {recommendedMax} tags, then keep the {everydayMin} to {everydayMax} that bring viewers for everyday posting.',
      },
      {
        title: 'At most {maxPerPost} allowed per post',
        text: 'TikTok caps a caption at {maxPerPost} hashtags, but filling every slot looks spammy and blurs what your video is about.',
      },
      {
        title: 'Relevance beats reach',
        text: 'Only use a trending tag when your video genuinely fits it. Niche tags usually bring the most engaged viewers.',
      },
    ],
    guideLink: 'Read the full hashtag strategy guide',
  },
  pro: {
    badge: 'Pro · Coming soon',
    heading: 'Go further with Pro',
    features: [
      {
        title: 'Hashtag performance tracking',
        text: 'See which of your hashtags brought views, follows and search traffic.',
      },
      {
        title: 'Competitor hashtag analysis',
        text: 'Find the tags that work for creators your audience already watches.',
      },
      { title: 'Saved hashtag sets', text: 'Keep your tested mixes per series and reuse them in one tap.' },
    ],
    voteLink: 'Vote for Pro features',
  },
};
