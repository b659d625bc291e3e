/**
 * Coming-soon topics: each has a page at /coming-soon/{topic} with a vote list of four features. Their
 * titles, descriptions and feature names are in each language's dictionary (the comingSoon slice).
 */
import { TOOL_RELEASES, type ReleaseDate } from './toolReleases';

interface VotableFeature {
  id: string;
  /** Seeded count shown before this browser's own vote; votes go to no server. */
  votes: number;
}

export interface ComingSoonTopic {
  estimatedRelease: ReleaseDate;
  features: readonly [VotableFeature, VotableFeature, VotableFeature, VotableFeature];
}

/** Where an unknown /coming-soon/{pageName} is sent. */
export const DEFAULT_COMING_SOON_TOPIC = 'pro-subscription';
/** How many other topics a coming-soon page suggests. */
export const OTHER_TOPICS_SHOWN = 6;

export const COMING_SOON_TOPICS = {
  'pro-subscription': {
    estimatedRelease: { year: 2025, quarter: 1 },
    features: [
      { id: 'unlimited-trends', votes: 214 },
      { id: 'hashtag-analytics', votes: 187 },
      { id: 'competitor-insights', votes: 143 },
      { id: 'priority-support', votes: 95 },
    ],
  },
  'viral-products-reports': {
    estimatedRelease: { year: 2025, quarter: 2 },
    features: [
      { id: 'weekly-product-list', votes: 198 },
      { id: 'engagement-data', votes: 164 },
      { id: 'supplier-guides', votes: 121 },
      { id: 'category-alerts', votes: 102 },
    ],
  },
  'book-an-influencer': {
    estimatedRelease: { year: 2025, quarter: 3 },
    features: [
      { id: 'creator-profiles', votes: 176 },
      { id: 'transparent-pricing', votes: 158 },
      { id: 'secure-payments', votes: 149 },
      { id: 'campaign-briefs', votes: 97 },
    ],
  },
  'advanced-tutorials': {
    estimatedRelease: { year: 2025, quarter: 1 },
    features: [
      { id: 'video-courses', votes: 167 },
      { id: 'analytics-deep-dives', votes: 152 },
      { id: 'storytelling', votes: 134 },
      { id: 'live-qa', votes: 99 },
    ],
  },
  'creator-marketplace': {
    estimatedRelease: { year: 2025, quarter: 4 },
    features: [
      { id: 'template-store', votes: 145 },
      { id: 'editing-services', votes: 131 },
      { id: 'collab-finder', votes: 126 },
      { id: 'creator-reviews', votes: 96 },
    ],
  },
  'analytics-dashboard': {
    estimatedRelease: { year: 2025, quarter: 2 },
    features: [
      { id: 'retention-graphs', votes: 203 },
      { id: 'posting-times', votes: 181 },
      { id: 'growth-forecast', votes: 139 },
      { id: 'export-reports', votes: 98 },
    ],
  },
  'free-content': {
    estimatedRelease: { year: 2025, quarter: 2 },
    features: [
      { id: 'weekly-trend-reports', votes: 192 },
      { id: 'case-studies', votes: 157 },
      { id: 'script-templates', votes: 138 },
      { id: 'sound-library', votes: 112 },
    ],
  },
  'tools-and-generators': {
    estimatedRelease: { year: 2025, quarter: 3 },
    features: [
      { id: 'caption-generator', votes: 189 },
      { id: 'posting-time-optimizer', votes: 171 },
      { id: 'idea-generator', votes: 150 },
      { id: 'hashtag-tracker', votes: 118 },
    ],
  },
  'interactive-resources': {
    estimatedRelease: { year: 2025, quarter: 3 },
    features: [
      { id: 'self-assessment', votes: 147 },
      { id: 'growth-roadmap', votes: 141 },
      { id: 'niche-finder', votes: 129 },
      { id: 'style-quiz', votes: 104 },
    ],
  },
  'templates-library': {
    estimatedRelease: { year: 2025, quarter: 4 },
    features: [
      { id: 'content-calendars', votes: 184 },
      { id: 'media-kits', votes: 160 },
      { id: 'pitch-emails', votes: 127 },
      { id: 'thumbnail-packs', votes: 101 },
    ],
  },
  // The four coming-soon tools of the /tools page (each card links to its own voting page) get pages
  // of their own rather than a redirect; their release dates are the tools' own, as /tools shows them.
  'best-time-to-post': {
    estimatedRelease: TOOL_RELEASES['best-time-to-post'],
    features: [
      { id: 'audience-heatmap', votes: 178 },
      { id: 'timezone-support', votes: 142 },
      { id: 'weekly-schedule', votes: 133 },
      { id: 'post-reminders', votes: 106 },
    ],
  },
  'trend-alerts': {
    estimatedRelease: TOOL_RELEASES['trend-alerts'],
    features: [
      { id: 'niche-alerts', votes: 195 },
      { id: 'sound-alerts', votes: 169 },
      { id: 'email-digest', votes: 122 },
      { id: 'trend-lifespan', votes: 110 },
    ],
  },
  'content-calendar': {
    estimatedRelease: TOOL_RELEASES['content-calendar'],
    features: [
      { id: 'drag-drop-planner', votes: 166 },
      { id: 'pillar-tags', votes: 137 },
      { id: 'calendar-export', votes: 128 },
      { id: 'batch-planning', votes: 100 },
    ],
  },
  'safety-checker': {
    estimatedRelease: TOOL_RELEASES['safety-checker'],
    features: [
      { id: 'settings-audit', votes: 174 },
      { id: 'guideline-check', votes: 155 },
      { id: 'scam-warnings', votes: 144 },
      { id: 'recovery-guide', votes: 108 },
    ],
  },
} as const satisfies Record<string, ComingSoonTopic>;

export type ComingSoonTopicId = keyof typeof COMING_SOON_TOPICS;

/** The topic shown by the two coming-soon routes that have no topic in their path. */
export const COMING_SOON_ROUTE_TOPICS = {
  '/products': 'viral-products-reports',
  '/coming-soon': 'pro-subscription',
} satisfies Record<string, ComingSoonTopicId>;
