/**
 * A tag for this build's search index, passed to Pagefind as its metadata cache tag so a browser never
 * reuses index metadata from an earlier deploy. It is a digest of what the index is built from (every
 * tutorial and trend entry, and the tool pages' search entries), so a build of the same content gets
 * the same tag and builds stay reproducible.
 */
import { createHash } from 'node:crypto';
import { publishedEntries } from '@/render/publishedCollection';
import { TOOL_SEARCH_ENTRIES } from '@/data/tools';

export async function searchIndexTag(): Promise<string> {
  const hash = createHash('sha256');
  for (const collection of ['tutorials', 'trends'] as const) {
    for (const entry of await publishedEntries(collection))
      hash.update(`${collection}/${entry.id}:${entry.digest ?? entry.body ?? ''}\n`);
  }
  hash.update(JSON.stringify(TOOL_SEARCH_ENTRIES));
  return hash.digest('base64url').slice(0, 10);
}
