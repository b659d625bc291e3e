/**
 * The earnings calculator page in English: its title, the calculator island (`island`, passed to it as
 * a prop, report and toasts included), "How this is calculated" and the about section.
 */
export const calculator = {
  title: 'Earnings Calculator',
  description: 'Estimate what your TikTok account could earn from the Creator Fund, brand deals and affiliate links.',
  /** The island's texts: keep them to what it shows, they ship in the page. */
  island: {
    inputsHeading: 'Your numbers',
    followersLabel: 'Followers',
    /**
     * Under the field: the count written with separators, by the language's plural rules (English keeps
     * the one text it has always shown for every count).
     */
    followersHint: { one: '{count} followers', other: '{count} followers' },
    engagementLabel: 'Engagement rate',
    engagementHint: 'Average engagement is {min} to {max}',
    postsLabel: 'Posts per month',
    /** Chosen for the posts limit by the page: the island gets that form, its {max} still to fill. */
    postsHint: { one: 'Up to {count} post a month.', other: 'Up to {count} posts a month.' },
    resultsHeading: 'Estimated monthly earnings',
    totalLabel: 'Total range',
    totalPeriod: 'per month',
    viewsPerVideo: 'Views per video',
    creatorFund: 'Creator Fund',
    creatorFundRange: 'Range {range}',
    brandDeals: 'Brand deals',
    affiliate: 'Affiliate',
    fromFollowers: 'From {followers} followers',
    /** A dollar range: "$3 to $6". */
    range: '{low} to {high}',
    share: 'Share',
    download: 'Download',
    chart: {
      caption: 'Monthly range by source',
      low: 'Low',
      high: 'High',
      sources: { creatorFund: 'Creator Fund', brandDeals: 'Brand deals', affiliate: 'Affiliate marketing' },
    },
    shareToast: { title: 'Copied to clipboard!', description: 'Share your estimated earnings with friends.' },
    downloadToast: { title: 'Report Downloaded!', description: 'Your earnings report has been downloaded.' },
    /** The text Share copies and Download saves (as `filename`). */
    report: {
      filename: 'earnings-estimate.txt',
      title: 'TikTok Earnings Estimate',
      date: 'Date: {date}',
      inputsHeading: 'Your numbers',
      followers: '- Followers: {value}',
      engagement: '- Engagement rate: {value}',
      posts: '- Posts per month: {value}',
      estimateHeading: 'Estimated monthly earnings',
      views: '- Views per video: {value}',
      creatorFund: '- Creator Fund: {value}',
      creatorFundWithRange: '- Creator Fund: {value} ({range})',
      brandDeals: '- Brand deals: {value}',
      affiliate: '- Affiliate marketing: {value}',
      total: '- Total: {range} per month',
      disclaimer:
        'This is an estimate only. Actual earnings vary with niche, audience, content quality and platform rules.',
      link: 'Calculated at {url}',
    },
  },
  assumptions: {
    summary: 'How this is calculated',
    intro:
      "The figures are estimates from fixed rates, not a promise: real payouts vary with your niche, your audience's country, your content and the platform's rules. These are the rules the calculator applies.",
    table: {
      /** Counted by the views the rate is per. */
      perThousandViews: { one: '{rate} per view, per post', other: '{rate} per {count} views, per post' },
      views: {
        title: 'Views per video',
        label: 'Views per video',
        value: 'Followers × engagement rate, rounded to a whole number',
      },
      creatorFund: {
        title: 'Creator Fund',
        low: 'Low estimate',
        high: 'High estimate',
        shown: 'Figure shown',
        shownValue: 'The average of the low and high estimates',
      },
      /** Each counted by the number its noun follows: `between` by its end ({count}), after {from}. */
      brandDeals: {
        title: {
          one: 'Brand deals (from {count} follower, per month)',
          other: 'Brand deals (from {count} followers, per month)',
        },
        under: { one: 'Under {count} follower', other: 'Under {count} followers' },
        // Ranges and "and up" take the plural in English whatever their number.
        between: { one: '{from} to {count} followers', other: '{from} to {count} followers' },
        andUp: { one: '{count}+ followers', other: '{count}+ followers' },
      },
      affiliate: {
        title: {
          one: 'Affiliate marketing (from {count} follower)',
          other: 'Affiliate marketing (from {count} followers)',
        },
        commission: 'Commission',
      },
      total: {
        title: 'Total range',
        minimum: 'Minimum',
        minimumValue: 'Creator Fund low + {share} of brand deals + {share} of affiliate',
        maximum: 'Maximum',
        maximumValue: 'Creator Fund high + {share} of brand deals + {share} of affiliate',
        rounding: 'Rounding',
        roundingValue: 'Every figure is rounded to whole dollars',
      },
    },
  },
  about: {
    heading: 'About this calculator',
    paragraphs: [
      'The calculator estimates a month of income from three sources: the Creator Fund, which pays per view; brand deals, priced here by follower count; and affiliate commissions on products you recommend. Views per video are your followers times your engagement rate.',
      'Treat the result as a starting point, not a promise. Two creators with the same numbers can earn very different amounts depending on their niche, their audience and how consistently they post.',
    ],
    fundHeading: 'Before you count on the Creator Fund',
    minFollowers: { one: 'At least {count} follower', other: 'At least {count} followers' },
    minViews: {
      one: 'At least {count} video view in the last 30 days',
      other: 'At least {count} video views in the last 30 days',
    },
    minAge: { one: 'Minimum age {count}', other: 'Minimum age {count}' },
    /**
     * Followed by a link to the hashtag generator. Counted by the range's end ({min} to {count}), plural in
     * English whatever it is; {limit} comes with no noun counted by it.
     */
    hashtagAdvice: {
      one: 'Use {min} to {count} relevant hashtags per video (up to {limit} allowed): try the',
      other: 'Use {min} to {count} relevant hashtags per video (up to {limit} allowed): try the',
    },
    hashtagGenerator: 'hashtag generator',
    guidesHeading: 'Learn how to earn more',
    guides: {
      monetization: { title: 'Monetization guide', text: 'Every way creators earn, and what each needs.' },
      brandDeals: { title: 'Brand deals guide', text: 'Pitch, price and deliver sponsored videos.' },
      creatorFund: { title: 'Creator Fund guide', text: 'Check eligibility and apply step by step.' },
    },
  },
};
