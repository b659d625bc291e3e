/** The home page in English: hero, rebrand note, sections, tools, teasers and closing call. */
export const home = {
  /** The page's title: the site's name alone. */
  title: '{siteName}',
  hero: {
    badge: 'Free, ethical growth for creators',
    /** The heading, with {highlight} drawn in the brand colour. */
    title: 'Grow your TikTok the {highlight} way',
    highlight: 'honest',
    lead: 'Free tools, tutorials and trend reports for creators who want a real audience: no bots, no bought followers, no scams.',
    exploreTools: 'Explore Tools',
    calculateEarnings: 'Calculate Earnings',
    promises: ['100% free', 'No account needed', 'No bots, ever'],
    /** Counted by the example creator's followers. */
    previewLabel: {
      one: 'Preview: estimated earnings of {min} to {max} a month for a creator with {count} follower, and the trending {trend} format',
      other:
        'Preview: estimated earnings of {min} to {max} a month for a creator with {count} followers, and the trending {trend} format',
    },
    monthlyEstimate: 'Monthly estimate',
    /** The example creator's followers, {followers} in `exampleCreator`. */
    followers: { one: '{count} follower', other: '{count} followers' },
    /** Counted by the example creator's posts a month. */
    exampleCreator: {
      one: '{followers} · {engagement} engagement · {count} post a month',
      other: '{followers} · {engagement} engagement · {count} posts a month',
    },
    sources: { brandDeals: 'Brand deals', affiliate: 'Affiliate', creatorFund: 'Creator Fund' },
  },
  rebrand: {
    title: "We've rebuilt this site as a legitimate resource",
    text: "Same address, new mission. Everything here now follows the platform's community guidelines: real strategies, honest numbers, and nothing that puts your account at risk.",
    cta: 'Read our story',
  },
  features: {
    eyebrow: 'Everything in one place',
    title: 'Tools and know-how to grow the right way',
    lead: 'Learn how the platform works, plan better videos and understand what your audience is worth, all for free.',
    cards: {
      tools: {
        title: 'Free Creator Tools',
        description: 'Calculators and generators built for short-video creators, free and without sign-up.',
        cta: 'Browse tools',
      },
      tutorials: {
        title: 'Growth Tutorials',
        description: 'Step-by-step guides on growth, monetization, content creation and safety.',
        cta: 'Start learning',
      },
      trends: {
        title: 'Trend Reports',
        description: 'The formats and sounds taking off right now, with tips to make them your own.',
        cta: 'See trends',
      },
      calculator: {
        title: 'Earnings Calculator',
        description: 'Estimate Creator Fund, brand deal and affiliate income from your own numbers.',
        cta: 'Estimate earnings',
      },
      algorithm: {
        title: 'Algorithm Insights',
        description: 'How the For You feed picks videos, explained without myths or guesswork.',
        cta: 'Understand the algorithm',
      },
      safety: {
        title: 'Account Safety',
        description: 'Protect your account from scams, bans and shortcuts that cost you reach.',
        cta: 'Stay safe',
      },
    },
  },
  liveTools: {
    eyebrow: 'Live now',
    title: 'Free tools you can use today',
    lead: 'No account, no download, no catch. Everything runs right in your browser.',
    tools: {
      'earnings-calculator': {
        title: 'Earnings Calculator',
        description: 'Estimate what your account could earn from the Creator Fund, brand deals and affiliate links.',
        button: 'Calculate Earnings',
      },
      'hashtag-generator': {
        title: 'Hashtag Generator',
        description: 'Get a balanced mix of trending, niche and topic hashtags for your next video in seconds.',
        button: 'Generate Hashtags',
      },
    },
    inDevelopment: 'In development',
    upcoming: {
      'caption-generator': {
        name: 'Caption Generator',
        description: 'Draft captions that match your voice and your video.',
      },
      'posting-time-optimizer': {
        name: 'Posting Time Optimizer',
        description: 'Find when your own audience is most active.',
      },
      'content-idea-generator': {
        name: 'Content Idea Generator',
        description: 'Turn one topic into a week of video ideas.',
      },
      'hashtag-performance-tracker': {
        name: 'Hashtag Performance Tracker',
        description: 'See which hashtags bring you real viewers.',
      },
      'content-style-quiz': { name: 'Content Style Quiz', description: 'Discover the formats that suit you best.' },
      'growth-roadmap-generator': {
        name: 'Growth Roadmap Generator',
        description: 'A step-by-step plan for your next 90 days.',
      },
    },
    /** How a planned release reads ('June 2025', 'Q3 2025'). */
    release: {
      quarterDate: '{quarter} {year}',
      quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
      monthStyle: 'long',
    },
  },
  learn: {
    eyebrow: 'Learn',
    title: "What you'll learn here",
    lead: 'Practical lessons from how the platform really works, not from growth hacks that stop working next month.',
    sections: {
      algorithm: {
        title: 'Algorithm Insights',
        description: 'How the For You feed decides what to show, explained without myths.',
        items: [
          'How the For You page ranks videos',
          'Watch time and completion rate',
          'Why the first hour matters',
          'Signals that hurt reach',
        ],
      },
      planning: {
        title: 'Content Planning & Strategy',
        description: 'Plan a posting rhythm you can keep and content your audience looks forward to.',
        items: [
          'Finding your niche',
          'Building content pillars',
          'Batch filming and scheduling',
          'Hooks that hold attention',
        ],
      },
      caseStudies: {
        title: 'Creator Case Studies',
        description: 'What real growth looks like, month by month, from creators who did it honestly.',
        items: [
          'From 0 to 10K in a niche hobby',
          'Turning a series into a community',
          'Landing a first brand deal',
          'Recovering from a reach slump',
        ],
      },
      resources: {
        title: 'Free Resources & Tools',
        description: 'Calculators, generators and templates that cost nothing and ask for no account.',
        items: ['Earnings calculator', 'Hashtag generator', 'Content calendar template', 'Brand pitch checklist'],
      },
    },
    allTutorials: 'See all tutorials',
  },
  viralProducts: {
    eyebrow: 'Coming soon · Viral Product Reports',
    title: 'Spot viral products before they peak',
    lead: 'Weekly picks of the products taking off in short videos, with price ranges and engagement data. Here is a sample.',
    reports: 'See Viral Product Reports',
    upgrade: 'Upgrade to Pro',
  },
  influencers: {
    eyebrow: 'Coming soon · Book an Influencer',
    title: 'A fair marketplace for creators and brands',
    lead: 'Brands will find creators by niche and budget, and creators will get transparent offers. Booking opens soon; these profiles are samples.',
    vote: 'Vote on the marketplace features you want first',
  },
  integrity: {
    eyebrow: 'Our integrity promise',
    title: "Real growth takes time. We won't pretend otherwise.",
    lead: 'Shortcuts like bought followers and engagement pods get accounts throttled or banned. We teach the slower way that actually lasts.',
    promises: {
      noFakeEngagement: {
        title: 'No fake engagement',
        text: 'We never sell followers, likes or views, and we never point you to anyone who does.',
      },
      guidelinesFirst: {
        title: 'Guidelines first',
        text: 'Every strategy we teach works within the platform’s community guidelines and terms.',
      },
      honestNumbers: {
        title: 'Honest numbers',
        text: 'Estimates are labelled as estimates, with the formulas behind them in plain sight.',
      },
      privateByDefault: {
        title: 'Private by default',
        text: 'No accounts, no tracking of who you are. Your saved trends and votes stay in your browser.',
      },
    },
  },
  newsletter: {
    /** {count}: how many creators read it, as the page writes numbers (English has one text for any count). */
    title: {
      one: 'Join {count}+ creators growing the honest way',
      other: 'Join {count}+ creators growing the honest way',
    },
    description: 'Get weekly tutorials, trend reports, and growth tactics delivered to your inbox.',
  },
  closing: {
    title: 'Ready to grow your audience the right way?',
    lead: 'See what your content could earn, then learn the strategies that get you there.',
    calculate: 'Calculate Your Earnings',
    tutorials: 'Browse Tutorials',
  },
};
