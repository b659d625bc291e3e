// The author preview must never reach production: a build with the selection set writes exactly the
// files of the site's own build (`npm run build`'s dist/, aside from what the steps after Astro's add:
// the search index and the compressed copies), so one build here is enough. It builds in the project folder, as dist/ was built: a copy
// would differ, since Tailwind reads class names from every file of the project it is built in.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, astroIn } from './siteCopy';
import { isPrecompressedCopy } from '@/lib/precompression';

const SITE_BUILD = join(ROOT, 'dist');
const outDir = mkdtempSync(join(tmpdir(), 'preview-build-'));

function files(folder: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(folder, join(entry.parentPath, entry.name));
    if (path.split(sep)[0] !== 'pagefind' && !isPrecompressedCopy(path))
      found.set(path, readFileSync(join(folder, path)));
  }
  return found;
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a production build with CONTENT_PREVIEW set', () => {
  it('writes exactly the files of the site build without it', { timeout: 600_000 }, () => {
    expect(existsSync(join(SITE_BUILD, 'index.html')), 'run `npm run build` first: this compares with dist/').toBe(
      true,
    );
    const build = astroIn(ROOT, ['build', '--outDir', outDir], { CONTENT_PREVIEW: 'tiktok-safety-guide' });
    if (build.status !== 0) throw new Error(`preview build failed:\n${build.stdout}\n${build.stderr}`);
    const plain = files(SITE_BUILD);
    const preview = files(outDir);
    expect([...preview.keys()].sort()).toEqual([...plain.keys()].sort());
    // One pass over the pages: the tutorial the selection leaves out is among them.
    expect(plain.has('tutorials/tiktok-editing-tips-for-beginners/index.html')).toBe(true);
    const differing = [...plain]
      .filter(([path, bytes]) => !bytes.equals(preview.get(path) ?? Buffer.alloc(0)))
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });
});
