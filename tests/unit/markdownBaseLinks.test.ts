// Root-relative markdown links follow the site's base path (BASE_PATH), tested on rendered output.
import { describe, expect, it } from 'vitest';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { baseLinks } from '@/integrations/markdown/baseLinks';
import { rewriteRawHtmlUrls, safeLinks } from '@/integrations/markdown/urlPolicy';
import { withBase } from '@/lib/sitePaths';

async function render(markdown: string, base: string): Promise<string> {
  const renderer = await createSatteriMarkdownProcessor({
    hastPlugins: [safeLinks, baseLinks(base)],
    syntaxHighlight: false,
  });
  return (await renderer.render(markdown)).code;
}

const MARKDOWN = [
  '[calculator](/calculator) and [guide](/tutorials/hashtag-strategy#mix)',
  '![chart](/images/chart.png)',
  '[ref link][ref]\n\n[ref]: /trends',
  '<a href="/search?q=a&amp;b">raw</a> <img src="/images/x.svg" alt="">',
  '[elsewhere](https://example.com/x) [cdn](//cdn.example.com/x) [here](#part) [sibling](other) [mail](mailto:a@b.c)',
  '[bad](javascript:alert(1))',
].join('\n\n');

describe('baseLinks', () => {
  it('puts the base in front of every root-relative URL under a sub-path', async () => {
    const html = await render(MARKDOWN, '/creator-hub/');
    for (const url of ['/calculator', '/tutorials/hashtag-strategy#mix', '/trends', '/search?q=a&amp;b'])
      expect(html).toContain(`href="/creator-hub${url}"`);
    expect(html).toContain('src="/creator-hub/images/chart.png"');
    expect(html).toContain('src="/creator-hub/images/x.svg"');
  });

  it('leaves other sites, protocol-relative, fragment, relative and mail links alone, and refused ones empty', async () => {
    const html = await render(MARKDOWN, '/creator-hub/');
    for (const url of ['https://example.com/x', '//cdn.example.com/x', '#part', 'other', 'mailto:a@b.c', ''])
      expect(html).toContain(`href="${url}"`);
    expect(html).not.toContain('javascript:');
  });

  it('changes nothing at the domain root', async () => {
    const html = await render(MARKDOWN, '/');
    expect(html).toContain('href="/calculator"');
    expect(html).toContain('src="/images/chart.png"');
    expect(html).not.toContain('creator-hub');
  });
});

describe('rewriteRawHtmlUrls', () => {
  it('rewrites URL attributes only, escaping the new value, and keeps every other character', () => {
    const rebase = (url: string) => withBase(url, '/x/');
    expect(rewriteRawHtmlUrls('<a  class=x href=/a?b=1&amp;c=2 title="/t">', rebase)).toBe(
      '<a  class=x href="/x/a?b=1&amp;c=2" title="/t">',
    );
    expect(rewriteRawHtmlUrls('<form action="/search"><button formaction="/go">', rebase)).toBe(
      '<form action="/x/search"><button formaction="/x/go">',
    );
    expect(rewriteRawHtmlUrls('plain /text', rebase)).toBe('plain /text');
  });
});
