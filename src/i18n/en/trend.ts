/** A trend's page in English; `buttons` is the Save/Share and tracker islands' slice. */
export const trend = {
  breadcrumb: { home: 'Home', trends: 'Trends' },
  /** The label above the title on the page's share card. */
  shareCardLabel: 'Trend · {category}',
  hashtagsLabel: 'Hashtags',
  /** A growth rate ('+180% in 14 days'): {rate} is the percentage, {count} the days. */
  growthRate: { one: '{rate} in {count} day', other: '{rate} in {count} days' },
  /** The cover's description when the entry gives none. */
  coverAlt: '{title}: a typical scene from the trend',
  spotted: 'Spotted: {date}',
  insightsHeading: 'Trend Insights',
  trackerLabel: 'Track this trend',
  browseAll: 'Browse All Trends',
  videos: {
    heading: 'Videos to Study',
    hint: 'Copy a link into TikTok to watch it there.',
    featured: 'Featured video',
    example: 'Example {number}',
    /** A video link without a creator handle. */
    unknownCreator: 'TikTok video',
  },
  howTo: {
    heading: 'How to Use This Trend',
    steps: [
      {
        title: 'Study the examples',
        text: 'Watch the featured video and the examples. Note the hook in the first second, the pacing and how each one ends.',
      },
      {
        title: 'Find your angle',
        text: 'Decide how the format fits your niche. The versions that travel furthest add something only you can bring.',
      },
      {
        title: 'Post with the right hashtags',
        /** {hashtags}: two of the trend's hashtags, joined as the language lists things. */
        text: 'Use 3 to 5 hashtags: a couple from this trend, such as {hashtags}, plus one or two for your niche.',
      },
      {
        title: 'Engage and refine',
        text: 'Reply to comments in the first hour, check your analytics after two days, and adjust your next take.',
      },
    ],
    generate: 'Generate hashtags for this trend',
  },
  relatedHeading: 'Related Trends',
  /** The RSS feed's channel. */
  feed: {
    title: '{siteName}: Trend Reports',
    description: 'New TikTok trend reports, newest spotted first.',
  },
  buttons: {
    save: 'Save',
    saved: 'Saved',
    share: 'Share',
    trackerHeading: 'Track This Trend',
    bookmark: 'Bookmark',
    removeBookmark: 'Remove Bookmark',
    shareTrend: 'Share This Trend',
    views: { one: "You've viewed this trend {count} time.", other: "You've viewed this trend {count} times." },
    /** Shown when the link went to the clipboard (no share dialog on the device). */
    linkCopied: 'Link copied to clipboard!',
  },
};
