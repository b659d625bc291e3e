/** Content collections: tutorials and trends are markdown files whose frontmatter these schemas validate at build time. */
import { defineCollection, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { failOnLoaderErrors } from './build/failOnLoaderErrors';
import { checkCoverFiles } from './build/checkCoverFiles';
import { contentPattern } from './build/contentPreview';
import { TREND_CATEGORIES, TUTORIAL_CATEGORIES } from './data/contentCategories';

/**
 * A cover: an https URL (remote, as before) or a file beside the markdown such as ./cover.jpg, which goes
 * through Astro's image pipeline (a missing file or a non-image stops the build, naming the file).
 */
const cover = (image: SchemaContext['image']) => z.union([z.url({ protocol: /^https$/ }), image()]);

/** Publication fields shared by both collections (src/lib/publication.ts decides what they mean). */
const publication = {
  /** Kept out of production builds; shown on the dev server with a banner. */
  draft: z.boolean().default(false),
};

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

const hashtag = z.string().regex(/^#[A-Za-z0-9_]+$/, { error: 'must be # followed by letters, digits or underscores' });

const tutorials = defineCollection({
  loader: checkCoverFiles(
    failOnLoaderErrors(glob({ pattern: contentPattern('tutorials'), base: './src/content/tutorials' })),
  ),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(1),
        description: z.string().min(1),
        image: cover(image).optional(),
        imageAlt: z.string().min(1).optional(),
        category: z.enum(TUTORIAL_CATEGORIES),
        /** Reading time in whole minutes. */
        readTime: z.number().int().positive(),
        date: z.coerce.date(),
        featured: z.boolean().default(false),
        ...publication,
      })
      .superRefine(requireLocalCoverAlt),
});

const trends = defineCollection({
  loader: checkCoverFiles(
    failOnLoaderErrors(glob({ pattern: contentPattern('trends'), base: './src/content/trends' })),
  ),
  schema: ({ image }) =>
    z
      .object({
        title: z.string().min(1),
        description: z.string().min(1),
        category: z.enum(TREND_CATEGORIES),
        growthRate: z.string().min(1),
        hashtags: z.array(hashtag).min(1),
        featuredVideo: z.url(),
        exampleVideos: z.array(z.url()).length(3),
        insights: z.string().min(1),
        dateSpotted: z.string().min(1),
        image: cover(image),
        imageAlt: z.string().min(1).optional(),
        featured: z.boolean().default(false),
        /** Publication date: the trend is scheduled until a build on or after this day. */
        date: z.coerce.date().optional(),
        ...publication,
      })
      .superRefine(requireLocalCoverAlt),
});

export const collections = { tutorials, trends };
