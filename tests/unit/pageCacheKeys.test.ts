import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listingPageKey, tutorialPageKey, type ListedItem } from '@/render/pageCacheKeys';
import { localImagePaths } from '@/render/localImages';

const temp = mkdtempSync(join(tmpdir(), 'page-cache-keys-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A folder holding `files` (name to bytes), as a project root would. */
function folderWith(name: string, files: Record<string, string>): string {
  const folder = join(temp, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, bytes] of Object.entries(files)) writeFileSync(join(folder, file), bytes);
  return folder;
}

const entry = { digest: 'abc', filePath: 'post.md', body: 'Some text.' };
const item: ListedItem = { id: 'post', image: 'https://images.example/a.jpg' };
const listed: ListedItem[] = [
  { id: 'one', image: 'https://images.example/1.jpg' },
  { id: 'two', image: 'https://images.example/2.jpg' },
];
const key = (
  overrides: Partial<Parameters<typeof tutorialPageKey>[0]> = {},
  others: readonly (ListedItem | undefined)[] = listed,
  root = temp,
) => tutorialPageKey({ ...entry, ...overrides }, item, others, root);

describe('a tutorial page key', () => {
  it('is the same for the same entry and list', () => {
    expect(key()).toBe(key());
  });

  it('changes with the entry (Astro’s digest covers its frontmatter and body)', () => {
    expect(key({ digest: 'abd' })).not.toBe(key());
  });

  it('changes with any tutorial the page lists, their order, or the next link going away', () => {
    expect(key({}, [listed[0], { ...listed[1], id: 'three' }])).not.toBe(key());
    expect(key({}, [{ ...listed[0], title: 'Renamed' } as ListedItem, listed[1]])).not.toBe(key());
    expect(key({}, [listed[1], listed[0]])).not.toBe(key());
    expect(key({}, [...listed, undefined])).not.toBe(key());
  });

  it('changes with the bytes of a picture beside the markdown that the body shows', () => {
    const body = 'Look: ![a timeline](./timeline.png)';
    const before = folderWith('before', { 'timeline.png': 'first bytes' });
    const after = folderWith('after', { 'timeline.png': 'second bytes' });
    const same = folderWith('same', { 'timeline.png': 'first bytes' });
    expect(key({ body }, listed, before)).not.toBe(key({ body }, listed, after));
    expect(key({ body }, listed, before)).toBe(key({ body }, listed, same));
  });

  it('changes with the bytes of a local cover, its own or a listed tutorial’s', () => {
    const first = folderWith('cover-a', { 'cover.jpg': 'cover one' });
    const second = folderWith('cover-b', { 'cover.jpg': 'cover two' });
    const cover = (folder: string) => ({
      src: '/_astro/cover.jpg',
      width: 10,
      height: 10,
      format: 'jpg' as const,
      fsPath: join(folder, 'cover.jpg'),
    });
    const own = (folder: string) => tutorialPageKey(entry, { id: 'post', image: cover(folder) }, listed, temp);
    expect(own(first)).not.toBe(own(second));
    const listing = (folder: string) => key({}, [{ id: 'one', image: cover(folder) }]);
    expect(listing(first)).not.toBe(listing(second));
  });
});

describe('the local pictures of a markdown body', () => {
  it('are the relative paths of markdown and HTML images, resolved beside the file', () => {
    const body = [
      '![one](./one.png) and ![two](two%20words.webp)',
      '<img src="../shared/three.jpg" alt="three">',
      '![remote](https://images.example/x.jpg) ![site](/images/y.png) ![data](data:image/png;base64,AAAA)',
    ].join('\n');
    expect(localImagePaths(body, '/site/src/content/tutorials/post.md')).toEqual([
      '/site/src/content/tutorials/one.png',
      '/site/src/content/tutorials/two words.webp',
      '/site/src/content/shared/three.jpg',
    ]);
  });
});

describe('a listing page key', () => {
  it('changes with the items shown, their covers and what else the page shows', () => {
    const base = listingPageKey(listed, [2, 1]);
    expect(listingPageKey(listed, [2, 1])).toBe(base);
    expect(listingPageKey(listed.slice(0, 1), [2, 1])).not.toBe(base);
    expect(listingPageKey(listed, [3, 1])).not.toBe(base);
  });
});
