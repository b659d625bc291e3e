/** Coming-soon topics: each has a page at /coming-soon/{topic} with a vote list of four features. */
import { TOOL_RELEASES } from './toolReleases';

interface VotableFeature {
  id: string;
  name: string;
  /** Seeded count shown before this browser's own vote; votes go to no server. */
  votes: number;
}

export interface ComingSoonTopic {
  title: string;
  description: string;
  estimatedRelease: string;
  features: [VotableFeature, VotableFeature, VotableFeature, VotableFeature];
}

/** Where an unknown /coming-soon/{pageName} is sent. */
export const DEFAULT_COMING_SOON_TOPIC = 'pro-subscription';
/** How many other topics a coming-soon page suggests. */
export const OTHER_TOPICS_SHOWN = 6;

export const COMING_SOON_TOPICS = {
  'pro-subscription': {
    title: 'Pro Subscription',
    description:
      'Unlimited trend reports, deeper hashtag research and priority access to every new tool, for creators who want more than the free plan.',
    estimatedRelease: 'Q1 2025',
    features: [
      { id: 'unlimited-trends', name: 'Unlimited trend reports', votes: 214 },
      { id: 'hashtag-analytics', name: 'Hashtag performance analytics', votes: 187 },
      { id: 'competitor-insights', name: 'Competitor insights', votes: 143 },
      { id: 'priority-support', name: 'Priority support', votes: 95 },
    ],
  },
  'viral-products-reports': {
    title: 'Viral Product Reports',
    description:
      'Weekly reports on the products taking off in short videos, with engagement data, price ranges and how creators feature them.',
    estimatedRelease: 'Q2 2025',
    features: [
      { id: 'weekly-product-list', name: 'Weekly top-product list', votes: 198 },
      { id: 'engagement-data', name: 'Engagement data per product', votes: 164 },
      { id: 'supplier-guides', name: 'Where-to-source guides', votes: 121 },
      { id: 'category-alerts', name: 'Category alerts', votes: 102 },
    ],
  },
  'book-an-influencer': {
    title: 'Book an Influencer',
    description:
      'A marketplace where brands find creators by niche and budget, and creators get fair, transparent offers.',
    estimatedRelease: 'Q3 2025',
    features: [
      { id: 'creator-profiles', name: 'Verified creator profiles', votes: 176 },
      { id: 'transparent-pricing', name: 'Transparent rate cards', votes: 158 },
      { id: 'secure-payments', name: 'Secure escrow payments', votes: 149 },
      { id: 'campaign-briefs', name: 'Campaign brief templates', votes: 97 },
    ],
  },
  'advanced-tutorials': {
    title: 'Advanced Tutorials',
    description: 'In-depth courses on storytelling, analytics and building a business around your content.',
    estimatedRelease: 'Q1 2025',
    features: [
      { id: 'video-courses', name: 'Step-by-step video courses', votes: 167 },
      { id: 'analytics-deep-dives', name: 'Analytics deep dives', votes: 152 },
      { id: 'storytelling', name: 'Storytelling masterclass', votes: 134 },
      { id: 'live-qa', name: 'Live Q&A sessions', votes: 99 },
    ],
  },
  'creator-marketplace': {
    title: 'Creator Marketplace',
    description: 'Buy and sell templates, presets and services from other creators, with fair fees.',
    estimatedRelease: 'Q4 2025',
    features: [
      { id: 'template-store', name: 'Template store', votes: 145 },
      { id: 'editing-services', name: 'Editing services', votes: 131 },
      { id: 'collab-finder', name: 'Collaboration finder', votes: 126 },
      { id: 'creator-reviews', name: 'Creator reviews', votes: 96 },
    ],
  },
  'analytics-dashboard': {
    title: 'Analytics Dashboard',
    description:
      'See what works across your videos: retention, best posting times and follower growth in one clear view.',
    estimatedRelease: 'Q2 2025',
    features: [
      { id: 'retention-graphs', name: 'Retention graphs', votes: 203 },
      { id: 'posting-times', name: 'Best posting times', votes: 181 },
      { id: 'growth-forecast', name: 'Follower growth forecast', votes: 139 },
      { id: 'export-reports', name: 'Exportable reports', votes: 98 },
    ],
  },
  'free-content': {
    title: 'Free Content Expansion',
    description:
      'More free guides: algorithm breakdowns, weekly trend reports, creator case studies and script templates.',
    estimatedRelease: 'Q2 2025',
    features: [
      { id: 'weekly-trend-reports', name: 'Weekly trend reports', votes: 192 },
      { id: 'case-studies', name: 'Creator case studies', votes: 157 },
      { id: 'script-templates', name: 'Video script templates', votes: 138 },
      { id: 'sound-library', name: 'Trending sound library', votes: 112 },
    ],
  },
  'tools-and-generators': {
    title: 'Tools & Generators',
    description: 'New free tools: a caption generator, a posting time optimizer and a content idea generator.',
    estimatedRelease: 'Q3 2025',
    features: [
      { id: 'caption-generator', name: 'AI caption generator', votes: 189 },
      { id: 'posting-time-optimizer', name: 'Posting time optimizer', votes: 171 },
      { id: 'idea-generator', name: 'Content idea generator', votes: 150 },
      { id: 'hashtag-tracker', name: 'Hashtag performance tracker', votes: 118 },
    ],
  },
  'interactive-resources': {
    title: 'Interactive Resources',
    description: 'Quizzes and planners that turn advice into a plan made for you.',
    estimatedRelease: 'Q3 2025',
    features: [
      { id: 'self-assessment', name: 'Self-assessment quizzes', votes: 147 },
      { id: 'growth-roadmap', name: 'Growth roadmap generator', votes: 141 },
      { id: 'niche-finder', name: 'Niche finder tool', votes: 129 },
      { id: 'style-quiz', name: 'Content style quiz', votes: 104 },
    ],
  },
  'templates-library': {
    title: 'Templates Library',
    description: 'Ready-to-use content calendars, script outlines, media kits and brand pitch emails.',
    estimatedRelease: 'Q4 2025',
    features: [
      { id: 'content-calendars', name: 'Content calendars', votes: 184 },
      { id: 'media-kits', name: 'Media kit templates', votes: 160 },
      { id: 'pitch-emails', name: 'Brand pitch emails', votes: 127 },
      { id: 'thumbnail-packs', name: 'Cover image packs', votes: 101 },
    ],
  },
  // The four coming-soon tools of the /tools page (each card links to its own voting page) get pages
  // of their own rather than a redirect; their release dates are the tools' own, as /tools shows them.
  'best-time-to-post': {
    title: 'Best Time to Post',
    description: 'Find the hours when your own audience is most active, instead of generic "post at 7 pm" advice.',
    estimatedRelease: TOOL_RELEASES['best-time-to-post'],
    features: [
      { id: 'audience-heatmap', name: 'Audience activity heatmap', votes: 178 },
      { id: 'timezone-support', name: 'Time zone support', votes: 142 },
      { id: 'weekly-schedule', name: 'Suggested weekly schedule', votes: 133 },
      { id: 'post-reminders', name: 'Posting reminders', votes: 106 },
    ],
  },
  'trend-alerts': {
    title: 'Trend Alerts',
    description: 'Hear about rising sounds, formats and hashtags in your niche while they are still early.',
    estimatedRelease: TOOL_RELEASES['trend-alerts'],
    features: [
      { id: 'niche-alerts', name: 'Alerts for your niche', votes: 195 },
      { id: 'sound-alerts', name: 'Rising sound alerts', votes: 169 },
      { id: 'email-digest', name: 'Daily email digest', votes: 122 },
      { id: 'trend-lifespan', name: 'Trend lifespan estimate', votes: 110 },
    ],
  },
  'content-calendar': {
    title: 'Content Calendar',
    description: 'Plan a month of videos around your content pillars and keep a rhythm you can sustain.',
    estimatedRelease: TOOL_RELEASES['content-calendar'],
    features: [
      { id: 'drag-drop-planner', name: 'Drag-and-drop planner', votes: 166 },
      { id: 'pillar-tags', name: 'Content pillar tags', votes: 137 },
      { id: 'calendar-export', name: 'Export to your calendar', votes: 128 },
      { id: 'batch-planning', name: 'Batch filming planner', votes: 100 },
    ],
  },
  'safety-checker': {
    title: 'Account Safety Checker',
    description:
      'Check your account settings and habits against community guidelines before a problem costs you reach.',
    estimatedRelease: TOOL_RELEASES['safety-checker'],
    features: [
      { id: 'settings-audit', name: 'Privacy settings audit', votes: 174 },
      { id: 'guideline-check', name: 'Community guideline check', votes: 155 },
      { id: 'scam-warnings', name: 'Scam and phishing warnings', votes: 144 },
      { id: 'recovery-guide', name: 'Account recovery guide', votes: 108 },
    ],
  },
} satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicId = keyof typeof COMING_SOON_TOPICS;

/** The topic shown by the two coming-soon routes that have no topic in their path. */
export const COMING_SOON_ROUTE_TOPICS = {
  '/products': 'viral-products-reports',
  '/coming-soon': 'pro-subscription',
} satisfies Record<string, ComingSoonTopicId>;
