/**
 * Content collections: tutorials and trends are markdown files whose frontmatter these schemas validate
 * at build time. Their translations (src/content/<collection>/<language>/<id>.md) are collections of
 * their own, so the English collections keep their ids; src/render/entryTranslations.ts joins them.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { checkCoverFiles, failOnLoaderErrors, fetchRemoteCovers, requireEnglishEntries } from './render/contentLoaders';
import { contentPattern, translationPattern } from './render/contentPreview';
import { FALLBACK_IMAGE } from './data/images';
import { trendSchema, trendTranslationSchema, tutorialSchema, tutorialTranslationSchema } from './lib/contentSchemas';

const TUTORIALS_FOLDER = 'src/content/tutorials';
const TRENDS_FOLDER = 'src/content/trends';

const tutorials = defineCollection({
  loader: checkCoverFiles(
    fetchRemoteCovers(
      failOnLoaderErrors(glob({ pattern: contentPattern('tutorials'), base: `./${TUTORIALS_FOLDER}` })),
    ),
  ),
  schema: ({ image }) => tutorialSchema(image()),
});

const trends = defineCollection({
  loader: checkCoverFiles(
    // A trend needs a cover, and no category picture of the tutorials' kind fits a trend: a cover URL the
    // build cannot make its own becomes the site's neutral picture. Tutorials and translations need none:
    // the pages show a tutorial's category picture, a translation its English entry's cover.
    fetchRemoteCovers(failOnLoaderErrors(glob({ pattern: contentPattern('trends'), base: `./${TRENDS_FOLDER}` })), {
      sitePicture: FALLBACK_IMAGE,
    }),
  ),
  schema: ({ image }) => trendSchema(image()),
});

const tutorialTranslations = defineCollection({
  loader: requireEnglishEntries(
    checkCoverFiles(
      fetchRemoteCovers(
        failOnLoaderErrors(glob({ pattern: translationPattern('tutorials'), base: `./${TUTORIALS_FOLDER}` })),
      ),
    ),
    TUTORIALS_FOLDER,
    ['md', 'mdx'],
  ),
  schema: ({ image }) => tutorialTranslationSchema(image()),
});

const trendTranslations = defineCollection({
  loader: requireEnglishEntries(
    checkCoverFiles(
      fetchRemoteCovers(
        failOnLoaderErrors(glob({ pattern: translationPattern('trends'), base: `./${TRENDS_FOLDER}` })),
      ),
    ),
    TRENDS_FOLDER,
    ['md'],
  ),
  schema: ({ image }) => trendTranslationSchema(image()),
});

export const collections = { tutorials, trends, tutorialTranslations, trendTranslations };
