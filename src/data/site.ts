/** Site configuration: the site's identity and the content map the home page shows. */

/** A tool in development, as the home page's tools section lists it. */
export interface UpcomingTool {
  name: string;
  description: string;
  releaseDate: string;
}

/** A card of the home page's educational sections. */
export interface EducationalSection {
  title: string;
  description: string;
  items: string[];
}

/** On its own so browser code that only needs the name (page titles) does not ship the whole config. */
export const SITE_NAME = 'CreatorGrowth Hub';

/** The site's name, production URL and description, and the home page's sections and tools. */
export const SITE = {
  name: SITE_NAME,
  url: 'https://creatorgrowthhub.com',
  description:
    'Free tutorials, trend reports and tools that help short-video creators grow on TikTok ethically: no bots, no bought followers, no scams.',
  content: {
    educationalSections: [
      {
        title: 'Algorithm Insights',
        description: 'How the For You feed decides what to show, explained without myths.',
        items: [
          'How the For You page ranks videos',
          'Watch time and completion rate',
          'Why the first hour matters',
          'Signals that hurt reach',
        ],
      },
      {
        title: 'Content Planning & Strategy',
        description: 'Plan a posting rhythm you can keep and content your audience looks forward to.',
        items: [
          'Finding your niche',
          'Building content pillars',
          'Batch filming and scheduling',
          'Hooks that hold attention',
        ],
      },
      {
        title: 'Creator Case Studies',
        description: 'What real growth looks like, month by month, from creators who did it honestly.',
        items: [
          'From 0 to 10K in a niche hobby',
          'Turning a series into a community',
          'Landing a first brand deal',
          'Recovering from a reach slump',
        ],
      },
      {
        title: 'Free Resources & Tools',
        description: 'Calculators, generators and templates that cost nothing and ask for no account.',
        items: ['Earnings calculator', 'Hashtag generator', 'Content calendar template', 'Brand pitch checklist'],
      },
    ] satisfies EducationalSection[],
    tools: {
      current: ['Earnings Calculator', 'Hashtag Generator'],
      upcoming: [
        {
          name: 'Caption Generator',
          description: 'Draft captions that match your voice and your video.',
          releaseDate: 'June 2025',
        },
        {
          name: 'Posting Time Optimizer',
          description: 'Find when your own audience is most active.',
          releaseDate: 'July 2025',
        },
        {
          name: 'Content Idea Generator',
          description: 'Turn one topic into a week of video ideas.',
          releaseDate: 'August 2025',
        },
        {
          name: 'Hashtag Performance Tracker',
          description: 'See which hashtags bring you real viewers.',
          releaseDate: 'September 2025',
        },
        { name: 'Content Style Quiz', description: 'Discover the formats that suit you best.', releaseDate: 'Q3 2025' },
        {
          name: 'Growth Roadmap Generator',
          description: 'A step-by-step plan for your next 90 days.',
          releaseDate: 'Q3 2025',
        },
      ] satisfies UpcomingTool[],
    },
  },
} as const;
