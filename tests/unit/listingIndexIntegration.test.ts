// The listing index step takes the records the listing pages published in memory: a build in which a
// listing page published none fails and names the page, rather than shipping a filter with no entries.
import { describe, expect, it } from 'vitest';
import { listingIndex } from '@/integrations/listingIndex';
import { listingRecordsRegistry } from '@/render/listingRecordsRegistry';

type BuildDone = (options: { dir: URL }) => void;

describe('listingIndex', () => {
  it('fails the build naming the listing page that published no records', () => {
    const registry = listingRecordsRegistry();
    registry.clear();
    registry.set('tutorials', []);
    const start = listingIndex().start.hooks['astro:build:done'] as unknown as BuildDone;
    expect(() => start({ dir: new URL('file:///nowhere/') })).toThrow(
      'Listing index: no records from /trends, which publishes them as it renders',
    );
    registry.clear();
    expect(() => start({ dir: new URL('file:///nowhere/') })).toThrow(/no records from \/tutorials and \/trends/);
  });
});
