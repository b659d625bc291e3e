/** Content collections: tutorials and trends are markdown files whose frontmatter these schemas validate at build time. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { failOnLoaderErrors } from './build/failOnLoaderErrors';
import { contentPattern } from './build/contentPreview';
import { TREND_CATEGORIES, TUTORIAL_CATEGORIES } from './data/contentCategories';

const hashtag = z.string().regex(/^#[A-Za-z0-9_]+$/, { error: 'must be # followed by letters, digits or underscores' });

const tutorials = defineCollection({
  loader: failOnLoaderErrors(glob({ pattern: contentPattern('tutorials'), base: './src/content/tutorials' })),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    image: z.url().optional(),
    category: z.enum(TUTORIAL_CATEGORIES),
    /** Reading time in whole minutes. */
    readTime: z.number().int().positive(),
    date: z.coerce.date(),
    featured: z.boolean().default(false),
  }),
});

const trends = defineCollection({
  loader: failOnLoaderErrors(glob({ pattern: contentPattern('trends'), base: './src/content/trends' })),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    category: z.enum(TREND_CATEGORIES),
    growthRate: z.string().min(1),
    hashtags: z.array(hashtag).min(1),
    featuredVideo: z.url(),
    exampleVideos: z.array(z.url()).length(3),
    insights: z.string().min(1),
    dateSpotted: z.string().min(1),
    image: z.url(),
    featured: z.boolean().default(false),
  }),
});

export const collections = { tutorials, trends };
