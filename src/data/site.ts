/**
 * Site configuration: the site's identity and the content map the home page shows. The sections' and
 * tools' texts are in each language's dictionary (the `home` slice), under the ids given here.
 */

import type { ReleaseDate } from './toolReleases';

/** On its own so browser code that only needs the name (page titles) does not ship the whole config. */
export const SITE_NAME = 'CreatorGrowth Hub';

/** The site's name, production URL and description, and the home page's sections and tools. */
export const SITE = {
  name: SITE_NAME,
  url: 'https://creatorgrowthhub.com',
  description:
    'Free tutorials, trend reports and tools that help short-video creators grow on TikTok ethically: no bots, no bought followers, no scams.',
  content: {
    /** The educational sections, in order (texts: `home.learn.sections`). */
    educationalSections: ['algorithm', 'planning', 'caseStudies', 'resources'],
    tools: {
      /** The live tools, by tool card id (src/data/tools.ts). */
      current: ['earnings-calculator', 'hashtag-generator'],
      /** The tools in development, in order (texts: `home.liveTools.upcoming`). */
      upcoming: [
        { id: 'caption-generator', releaseDate: { year: 2025, month: 6 } },
        { id: 'posting-time-optimizer', releaseDate: { year: 2025, month: 7 } },
        { id: 'content-idea-generator', releaseDate: { year: 2025, month: 8 } },
        { id: 'hashtag-performance-tracker', releaseDate: { year: 2025, month: 9 } },
        { id: 'content-style-quiz', releaseDate: { year: 2025, quarter: 3 } },
        { id: 'growth-roadmap-generator', releaseDate: { year: 2025, quarter: 3 } },
      ],
    },
  },
} as const satisfies {
  name: string;
  url: string;
  description: string;
  content: {
    educationalSections: readonly string[];
    tools: { current: readonly string[]; upcoming: readonly { id: string; releaseDate: ReleaseDate }[] };
  };
};
