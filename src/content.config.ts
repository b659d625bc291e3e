/** Content collections: tutorials and trends are markdown files whose frontmatter these schemas validate at build time. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkCoverFiles, failOnLoaderErrors, fetchRemoteCovers } from './render/contentLoaders';
import { contentPattern } from './render/contentPreview';
import { trendSchema, tutorialSchema } from './lib/contentSchemas';

const tutorials = defineCollection({
  loader: checkCoverFiles(
    fetchRemoteCovers(
      failOnLoaderErrors(glob({ pattern: contentPattern('tutorials'), base: './src/content/tutorials' })),
    ),
  ),
  schema: ({ image }) => tutorialSchema(image()),
});

const trends = defineCollection({
  loader: checkCoverFiles(
    fetchRemoteCovers(failOnLoaderErrors(glob({ pattern: contentPattern('trends'), base: './src/content/trends' }))),
  ),
  schema: ({ image }) => trendSchema(image()),
});

export const collections = { tutorials, trends };
