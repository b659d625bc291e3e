/**
 * Build-time: every read of a content collection goes through here, so a draft or a future-dated entry
 * is left out of a production build in one place (src/lib/publication.ts has the rule). The dev server
 * (and the author preview, which runs on it) reads every entry, showing unpublished ones with a banner.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { publicationFilter } from '@/lib/publication';

type ContentCollection = 'tutorials' | 'trends';

export function publishedEntries<C extends ContentCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  return getCollection(collection, publicationFilter(import.meta.env.DEV));
}
