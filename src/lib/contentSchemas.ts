/**
 * The frontmatter rules of the two content collections, and the types the rest of the code derives from
 * them, so a field is declared once. src/content.config.ts hands in Astro's `image()` as the cover's
 * local-file schema; this module stays free of `astro:` imports so pure code and unit tests can use it.
 */
import { z } from 'astro/zod';
import { TREND_CATEGORIES, TUTORIAL_CATEGORIES } from '../data/contentCategories';
import type { Cover } from './covers';
import { hashtagPattern, isHashtag } from './hashtagText';
import { RECORD_FIELDS } from './translationRecords';

/**
 * A cover: an https URL (a remote picture) or, through `localFile` (Astro's image()), a file beside the
 * markdown such as ./cover.jpg; a missing file or a non-image stops the build, naming the file.
 */
const cover = <Local extends z.ZodType>(localFile: Local) => z.union([z.url({ protocol: /^https$/ }), localFile]);

/** Kept out of production builds; shown on the dev server with a banner. */
const draft = z.boolean().default(false);

/** A local cover has no default description: its alt text must be written (remote covers stay decorative). */
function requireLocalCoverAlt(data: { image?: unknown; imageAlt?: string }, context: z.RefinementCtx) {
  // While the schema runs, image() has not resolved the file yet: a local cover is anything but an https URL.
  const local = typeof data.image === 'object' || (typeof data.image === 'string' && !data.image.startsWith('https:'));
  if (data.image && local && !data.imageAlt)
    context.addIssue({
      code: 'custom',
      path: ['imageAlt'],
      message: 'a local cover image needs imageAlt: a short description of what the picture shows',
    });
}

/**
 * A trend's hashtag follows the generator's rule (hashtagText.ts), so a trend can list the same tags in
 * any script that the generator makes from its title: #料理 and #crème as well as #fyp.
 */
const HASHTAG_ERROR =
  'must be # followed by one word of letters, digits or underscores (any script, in NFC), with no spaces, punctuation or emoji';
// The pattern is what an editor can check as the author types (contentFieldRules.ts reads it, and the
// message, from the schema's JSON Schema); isHashtag is the whole rule. One message either way, reported once.
const hashtag = z
  .string()
  .regex(hashtagPattern(), { error: HASHTAG_ERROR, abort: true })
  .refine(isHashtag, { error: HASHTAG_ERROR })
  .meta({ errorMessage: HASHTAG_ERROR });

/** A tutorial's frontmatter fields, one schema each (the collection's schema and its translations' share them). */
function tutorialFields<Local extends z.ZodType>(localFile: Local) {
  return {
    title: z.string().min(1),
    description: z.string().min(1),
    image: cover(localFile).optional(),
    /** The cover's description (required for a local cover). */
    imageAlt: z.string().min(1).optional(),
    category: z.enum(TUTORIAL_CATEGORIES),
    /** Reading time in whole minutes. */
    readTime: z.number().int().positive(),
    date: z.coerce.date(),
    featured: z.boolean().default(false),
    draft,
  };
}

/** A trend's frontmatter fields. */
function trendFields<Local extends z.ZodType>(localFile: Local) {
  return {
    title: z.string().min(1),
    description: z.string().min(1),
    category: z.enum(TREND_CATEGORIES),
    growthRate: z.string().min(1),
    hashtags: z.array(hashtag).min(1),
    featuredVideo: z.url(),
    exampleVideos: z.array(z.url()).length(3),
    insights: z.string().min(1),
    dateSpotted: z.string().min(1),
    image: cover(localFile),
    imageAlt: z.string().min(1).optional(),
    featured: z.boolean().default(false),
    /** Publication date: the trend is scheduled until a build on or after this day. */
    date: z.coerce.date().optional(),
    draft,
  };
}

export function tutorialSchema<Local extends z.ZodType>(localFile: Local) {
  return z.object(tutorialFields(localFile)).superRefine(requireLocalCoverAlt);
}

export function trendSchema<Local extends z.ZodType>(localFile: Local) {
  return z.object(trendFields(localFile)).superRefine(requireLocalCoverAlt);
}

/**
 * The text fields a translation must write (src/content/<collection>/<language>/<id>.md): without them
 * a translated page would show English. Every other field is optional and, when left out, comes from
 * the English entry (src/lib/contentTranslations.ts merges them).
 */
export const REQUIRED_TRANSLATION_FIELDS = {
  tutorials: ['title', 'description'],
  trends: ['title', 'description', 'insights'],
} as const;

/** The collections that have translations. */
export type TranslatedCollection = keyof typeof REQUIRED_TRANSLATION_FIELDS;

/**
 * The texts a translation in `collection` carries and keeps up with (its record fingerprints each): its
 * required text fields and its body.
 */
export function translatedFields(collection: TranslatedCollection): string[] {
  return [...REQUIRED_TRANSLATION_FIELDS[collection], 'body'];
}

/**
 * A translation's frontmatter: the collection's own field schemas, every one optional and without its
 * default (a field left out is the English entry's) except the required text fields, and its record.
 */
function translationSchema<Shape extends Record<string, z.ZodType>, Required extends keyof Shape>(
  fields: Shape,
  required: readonly Required[],
) {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([key, schema]: [string, z.ZodType]) => {
      if ((required as readonly string[]).includes(key)) return [key, schema];
      const withoutDefault: z.ZodType = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
      return [key, withoutDefault.optional()];
    }),
  ) as unknown as {
    [Key in keyof Shape]: Key extends Required
      ? Shape[Key]
      : z.ZodOptional<Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key]>;
  };
  return z.object(optional).superRefine(requireLocalCoverAlt);
}

/**
 * The translation's record of what it translates (src/lib/translationRecords.ts): taken as written, so a
 * hand-edited record is reported and its page still builds, as outdated.
 */
const TRANSLATION_RECORD = { translatedFrom: z.unknown(), translationText: z.unknown() } satisfies Record<
  (typeof RECORD_FIELDS)[keyof typeof RECORD_FIELDS],
  z.ZodType
>;

export function tutorialTranslationSchema<Local extends z.ZodType>(localFile: Local) {
  return translationSchema(
    { ...tutorialFields(localFile), ...TRANSLATION_RECORD },
    REQUIRED_TRANSLATION_FIELDS.tutorials,
  );
}

export function trendTranslationSchema<Local extends z.ZodType>(localFile: Local) {
  return translationSchema({ ...trendFields(localFile), ...TRANSLATION_RECORD }, REQUIRED_TRANSLATION_FIELDS.trends);
}

/** What image() yields once the build has read the file: image metadata, which Cover names. */
type LocalCover = z.ZodType<Exclude<Cover, string>>;

/** A tutorial's frontmatter once validated (defaults applied, the date parsed, a local cover resolved). */
export type TutorialData = z.output<ReturnType<typeof tutorialSchema<LocalCover>>>;
/** A trend's frontmatter once validated. */
export type TrendData = z.output<ReturnType<typeof trendSchema<LocalCover>>>;
