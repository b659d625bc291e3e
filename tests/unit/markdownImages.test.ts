// Images in markdown: alt text required, a file beside the markdown must exist, a picture from another
// host is refused unless the build links pictures (src/integrations/markdown/images.ts), and a content
// loader that logs a failed entry fails the build (src/render/contentLoaders.ts).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Loader, LoaderContext } from 'astro/loaders';
import { satteri } from '@astrojs/markdown-satteri';
import astroConfig from '../../astro.config.mjs';
import { failOnLoaderErrors } from '@/render/contentLoaders';
import { markdownImageChecks } from '@/integrations/markdown/images';

const TUTORIAL = new URL('../../src/content/tutorials/tiktok-editing-tips-for-beginners.md', import.meta.url);

async function render(markdown: string, fileURL = TUTORIAL) {
  const renderer = await astroConfig.markdown!.processor!.createRenderer({ syntaxHighlight: false });
  return renderer.render(markdown, { fileURL });
}

describe('markdown image checks', () => {
  it('looks for relative paths beside the file, and never for root-relative or data pictures', async () => {
    for (const src of ['./a.jpg', 'images/a.jpg', '../shared/a.png']) {
      await expect(render(`![A](${src})`), src).rejects.toThrow(`image "${src}" does not exist`);
    }
    // Neither is beside the markdown file: looking for them there would fail the render.
    for (const src of ['/images/no-such-picture.svg', 'data:image/png;base64,AAAA']) {
      await expect(render(`![A](${src})`), src).resolves.toBeDefined();
    }
  });

  it('refuses a picture from another host, naming the file and saying where to put it', async () => {
    for (const src of ['https://images.unsplash.com/photo-1', 'http://example.com/a.png', '//cdn.example.com/a.png']) {
      await expect(render(`![A kitchen](${src})`), src).rejects.toThrow(
        `src/content/tutorials/tiktok-editing-tips-for-beginners.md: image "${src}" is on another host, and pages show pictures of the site only. Save it beside the markdown file and write its path: ![A kitchen](./picture.jpg)`,
      );
    }
  });

  it('lets a picture from another host through in a build that links pictures from their host', async () => {
    const processor = satteri({ hastPlugins: [markdownImageChecks(existsSync, { remotePictures: true })] });
    const renderer = await processor.createRenderer({ syntaxHighlight: false });
    const { code } = await renderer.render('![A kitchen](https://images.unsplash.com/photo-1)', { fileURL: TUTORIAL });
    expect(code).toContain('src="https://images.unsplash.com/photo-1"');
  });

  it('accepts an existing picture with alt text', async () => {
    const { metadata } = await render('![A jump-cut timeline](./jump-cut-timeline.png)');
    expect(metadata.localImagePaths).toEqual(['./jump-cut-timeline.png']);
  });

  it('fails on a missing file, naming the markdown file and the image', async () => {
    await expect(render('![A picture](./no-such-picture.jpg)')).rejects.toThrow(
      'src/content/tutorials/tiktok-editing-tips-for-beginners.md: image "./no-such-picture.jpg" does not exist',
    );
  });

  it('fails on an image without alt text, local or remote', async () => {
    await expect(render('![](./jump-cut-timeline.png)')).rejects.toThrow(
      'src/content/tutorials/tiktok-editing-tips-for-beginners.md: image "./jump-cut-timeline.png" has no alt text',
    );
    await expect(render('Text ![ ](https://images.unsplash.com/photo-1?w=800)')).rejects.toThrow('has no alt text');
  });
});

describe('content loaders fail the build on a logged error', () => {
  const context = (logged: string[]) =>
    ({
      collection: 'tutorials',
      logger: { error: (message: string) => logged.push(message), warn: () => {}, info: () => {} },
    }) as unknown as LoaderContext;

  it('throws the messages the loader logged while loading, after logging them', async () => {
    const logged: string[] = [];
    const loader: Loader = {
      name: 'fake',
      load: async ({ logger }) => logger.error('Error rendering a.md: image "./x.jpg" has no alt text'),
    };
    await expect(failOnLoaderErrors(loader).load(context(logged))).rejects.toThrow(
      'Content of "tutorials" failed to load:\nError rendering a.md: image "./x.jpg" has no alt text',
    );
    expect(logged).toHaveLength(1);
  });

  it('loads quietly when nothing went wrong', async () => {
    const loader: Loader = { name: 'fake', load: async ({ logger }) => logger.warn('just a warning') };
    await expect(failOnLoaderErrors(loader).load(context([]))).resolves.toBeUndefined();
  });
});
