/**
 * The content editor at /admin/ (Sveltia CMS): where it lives, what it is called, and how each
 * collection and field is presented to authors. What a field accepts is not written here: it comes
 * from the content schemas (src/lib/contentSchemas.ts) when the editor's configuration is made
 * (src/lib/contentEditorConfig.ts), which fails when a schema field has no entry below or an entry
 * names no schema field.
 */

/** The editor's folder under the site's base path. */
export const CONTENT_EDITOR_PATH = '/admin/';

/** The editor page's title. */
export const CONTENT_EDITOR_TITLE = 'Content editor';

/** The branch the GitHub workflow publishes from, which the editor commits to unless told otherwise. */
export const CONTENT_EDITOR_DEFAULT_BRANCH = 'main';

/**
 * The repository named when the build knows none (no CMS_GITHUB_REPO, not built by GitHub Actions):
 * the editor needs one, and a local folder is edited the same whatever it is called.
 */
export const CONTENT_EDITOR_LOCAL_REPO = 'local/creator-growth-hub';

/** How one field appears in the editor: its label, an optional hint under it, and a longer text box. */
export interface EditorFieldText {
  label: string;
  hint?: string;
  /** A several-line text box instead of one line (descriptions, insights). */
  multiline?: boolean;
}

/** How one collection appears in the editor. `fields` has every frontmatter field, plus `body`. */
export interface EditorCollectionText {
  label: string;
  singular: string;
  description: string;
  /** The page of an entry, from the site's root, with {{slug}} for its file name. */
  pagePath: string;
  fields: Record<string, EditorFieldText>;
}

const COVER_HINT =
  'A picture saved beside the entry (JPEG, PNG, WebP or AVIF, at least 1600 pixels wide looks sharp everywhere), or a full https:// address of a picture.';
const COVER_ALT_HINT =
  'What the picture shows, for people who cannot see it. Needed for a picture you upload; a picture linked by address may leave it empty.';
const DESCRIPTION: EditorFieldText = {
  label: 'Description',
  hint: 'One or two sentences: shown on cards, in search results and in link previews.',
  multiline: true,
};
const DRAFT_HINT = 'A draft is kept off the site: it shows only on the dev server and in the author preview.';

export const EDITOR_COLLECTIONS = {
  tutorials: {
    label: 'Tutorials',
    singular: 'Tutorial',
    description: 'Guides on /tutorials. The file name comes from the title when the tutorial is first saved.',
    pagePath: 'tutorials/{{slug}}',
    fields: {
      title: { label: 'Title' },
      description: DESCRIPTION,
      image: { label: 'Cover', hint: COVER_HINT },
      imageAlt: { label: 'Cover description', hint: COVER_ALT_HINT },
      category: { label: 'Category' },
      readTime: { label: 'Reading time (minutes)' },
      date: {
        label: 'Publication date',
        hint: 'A date after today schedules the tutorial: it appears with the first build on or after that day.',
      },
      featured: { label: 'Featured', hint: 'Featured tutorials get their own section at the top of /tutorials.' },
      draft: { label: 'Draft', hint: DRAFT_HINT },
      body: {
        label: 'Body',
        hint: 'Headings start at level 2. Every picture needs a description (its alt text).',
      },
    },
  },
  trends: {
    label: 'Trends',
    singular: 'Trend',
    description: 'Trend reports on /trends. The file name comes from the title when the trend is first saved.',
    pagePath: 'trends/{{slug}}',
    fields: {
      title: { label: 'Title' },
      description: DESCRIPTION,
      category: { label: 'Category' },
      growthRate: { label: 'Growth rate', hint: 'As readers see it, for example +240% in 21 days.' },
      hashtags: {
        label: 'Hashtags',
        hint: 'Each one # and a single word: letters and digits of any script or underscores, no spaces or emoji.',
      },
      featuredVideo: { label: 'Featured video', hint: 'The full https:// address of the video.' },
      exampleVideos: { label: 'Example videos', hint: 'Exactly three full https:// video addresses.' },
      insights: { label: 'Insights', hint: 'Why the trend works and how to make it yours.', multiline: true },
      dateSpotted: { label: 'Date spotted', hint: 'As readers see it, for example May 28, 2024.' },
      image: { label: 'Cover', hint: COVER_HINT },
      imageAlt: { label: 'Cover description', hint: COVER_ALT_HINT },
      featured: { label: 'Featured', hint: 'Featured trends are shown in the Hot Right Now strip on /trends.' },
      date: {
        label: 'Publication date',
        hint: 'Optional. A date after today schedules the trend: it appears with the first build on or after that day.',
      },
      draft: { label: 'Draft', hint: DRAFT_HINT },
      body: { label: 'Body', hint: 'Optional text under the trend. Every picture needs a description (its alt text).' },
    },
  },
} as const satisfies Record<string, EditorCollectionText>;

export type EditorCollectionName = keyof typeof EDITOR_COLLECTIONS;
