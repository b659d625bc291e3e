// The markdown link policy, tested on rendered HTML: through Astro's Sätteri
// processor with the plugin alone, and through the processor astro.config.mjs actually configures
// (for .md and for .mdx, which inherits it).
import { beforeAll, describe, expect, it } from 'vitest';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { ALLOWED_URL_SCHEMES, rewriteRawHtmlUrls, safeLinks, safeUrl } from '@/integrations/markdown/urlPolicy';
import astroConfig from '../../astro.config.mjs';

type MarkdownRenderer = Awaited<ReturnType<typeof createSatteriMarkdownProcessor>>;

/** Markdown that puts `url` in every place markdown lets an author write a URL. */
const placements: Record<string, (url: string) => string> = {
  'inline link': (url) => `[click](${url})`,
  'inline link in angle brackets': (url) => `[click](<${url}>)`,
  'reference link': (url) => `[click][ref]\n\n[ref]: <${url}>`,
  autolink: (url) => `<${url}>`,
  image: (url) => `![picture](<${url}>)`,
  'raw HTML link': (url) => `<a href="${url}">click</a>`,
  'raw HTML inline in a paragraph': (url) => `Some text <a href="${url}">click</a> more text.`,
  'raw HTML image': (url) => `<img src="${url}" alt="">`,
  'raw HTML iframe': (url) => `<iframe src="${url}" title="x"></iframe>`,
  'raw HTML form': (url) => `<form action="${url}"><button formaction="${url}">Go</button></form>`,
  'raw HTML object': (url) => `<object data="${url}"></object>`,
  'raw SVG link': (url) => `<svg><a xlink:href="${url}" href="${url}"><text>x</text></a></svg>`,
};

const DISALLOWED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<b>x</b>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'blob:https://example.com/uuid',
];

/** Every URL-bearing attribute value in the HTML, entity references decoded as a browser would. */
function urlsIn(html: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/g, ':')
      .replace(/&tab;/gi, '\t')
      .replace(/&newline;/gi, '\n')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/\s(?:href|src|xlink:href|action|formaction|data|poster|cite)="([^"]*)"/gi)].map(
    ([, value]) => decode(value),
  );
}

/** What a browser would take as the scheme: leading/embedded controls and whitespace dropped. */
function browserScheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  return match ? match[1].toLowerCase() : null;
}

function configuredProcessor() {
  const processor = astroConfig.markdown?.processor;
  if (!processor) throw new Error('astro.config.mjs configures no markdown processor');
  return processor;
}

const renderers: Record<string, () => Promise<MarkdownRenderer>> = {
  "Astro's Sätteri processor with safeLinks alone": () =>
    createSatteriMarkdownProcessor({ hastPlugins: [safeLinks], syntaxHighlight: false }),
  'the processor configured in astro.config.mjs': () =>
    configuredProcessor().createRenderer({ syntaxHighlight: false }),
};

for (const [name, createRenderer] of Object.entries(renderers)) {
  describe(name, () => {
    let renderer: MarkdownRenderer;
    const render = async (markdown: string) => (await renderer.render(markdown)).code;

    beforeAll(async () => {
      renderer = await createRenderer();
    });

    for (const url of DISALLOWED) {
      it(`empties ${JSON.stringify(url)} wherever markdown can hold it`, async () => {
        for (const [placement, write] of Object.entries(placements)) {
          const html = await render(write(url));
          for (const value of urlsIn(html)) {
            const scheme = browserScheme(value);
            expect(
              scheme === null || (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme),
              `${placement}: ${JSON.stringify(value)} survived in ${html}`,
            ).toBe(true);
          }
        }
      });
    }

    it('keeps links with an allowed scheme exactly as written', async () => {
      const allowed = [
        'http://example.com/a?b=c',
        'https://example.com/path#frag',
        'HTTPS://EXAMPLE.COM/',
        'irc://irc.example.com/channel',
        'ircs://irc.example.com/channel',
        'mailto:hello@example.com',
        'xmpp:someone@example.com',
      ];
      for (const url of allowed) {
        expect(await render(`[link](${url})`)).toContain(`href="${url}"`);
        expect(await render(`<a href="${url}">raw</a>`)).toContain(`href="${url}"`);
      }
    });

    it('keeps relative links, including ones with a colon after the path starts', async () => {
      for (const url of [
        '/tutorials/hashtag-strategy',
        'hashtag-strategy',
        './a',
        '../b',
        '#section',
        '?q=a:b',
        '/search?q=time:10',
        './a:b',
        '//example.com/x',
      ]) {
        expect(await render(`[link](${url})`)).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
      }
    });

    it('leaves the link text and the rest of the document intact', async () => {
      const html = await render(
        '# Title\n\nRead [this](javascript:alert(1)) and [that](https://example.com).\n\n- one\n- two',
      );
      expect(html).toContain('<h1');
      expect(html).toContain('>this</a>');
      expect(html).toContain('href=""');
      expect(html).toContain('<a href="https://example.com">that</a>');
      expect(html).toContain('<li>two</li>');
    });
  });
}

describe('MDX (the tutorials collection accepts .mdx files)', () => {
  it('empties disallowed schemes in markdown links and in literal JSX attributes', async () => {
    const source = [
      '[one](javascript:alert(1))',
      '<a href="JavaScript:alert(2)">two</a>',
      '<img src=" data:text/html,x" alt="" />',
      '<a href="https://example.com" title="javascript:kept as text">four</a>',
      '<a href="/tutorials">five</a>',
    ].join('\n\n');
    const processor = configuredProcessor();
    if (!processor.createMdxRenderer) throw new Error('the configured processor cannot render MDX');
    const renderer = await processor.createMdxRenderer({ syntaxHighlight: false }, { optimize: false });
    const { code } = await renderer.process(source, '/virtual/policy.mdx', {});
    expect(code).not.toMatch(/javascript:alert|data:text/i);
    expect(code.match(/(?:href|src): ""/g)).toHaveLength(3);
    expect(code).toContain('href: "https://example.com"');
    expect(code).toContain('title: "javascript:kept as text"');
    expect(code).toContain('href: "/tutorials"');
  });
});

describe('raw HTML (HTML written inside markdown reaches the plugin as raw text)', () => {
  /** What the link policy makes of a piece of raw HTML. */
  const safeRawHtml = (html: string) => rewriteRawHtmlUrls(html, safeUrl);

  it('rewrites only the refused attribute and keeps every other character as written', () => {
    expect(safeRawHtml('<a  class=x href="javascript:alert(1)" title=\'t\'>')).toBe('<a  class=x href="" title=\'t\'>');
    expect(safeRawHtml("<a href='https://example.com/?a=1&amp;b=2'>")).toBe(
      "<a href='https://example.com/?a=1&amp;b=2'>",
    );
    expect(safeRawHtml('<img src=javascript:x alt="">')).toBe('<img src="" alt="">');
  });

  it('decodes entity references and reads SVG and uppercase names as a browser would', () => {
    expect(safeRawHtml('<a href="javascript&colon;x">')).toBe('<a href="">');
    expect(safeRawHtml('<A HREF="&#106;avascript:x">')).toBe('<A href="">');
    expect(safeRawHtml('<svg><a xlink:href="javascript:x"><text>t</text></a></svg>')).toBe(
      '<svg><a xlink:href=""><text>t</text></a></svg>',
    );
  });

  it('leaves text that only looks like a tag inside a raw-text element alone', () => {
    const script = '<textarea><a href="javascript:x"></textarea>';
    expect(safeRawHtml(script)).toBe(script);
    expect(safeRawHtml('</a>')).toBe('</a>');
    expect(safeRawHtml('plain text')).toBe('plain text');
  });
});

describe('safeUrl', () => {
  it('empties disallowed schemes however they are disguised', () => {
    for (const url of [
      'javascript:x',
      'JaVaScRiPt:x',
      ' javascript:x',
      'java\tscript:x',
      'java\u0000script:x',
      '\u007fjavascript:x',
      'data:,x',
      'vbscript:x',
      'jar:x',
      'a:b',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('');
    }
  });

  it('keeps allowed schemes and relative URLs unchanged', () => {
    for (const url of [
      'https://a.b',
      'http://a.b',
      'mailto:a@b.c',
      'irc://a',
      'ircs://a',
      'xmpp:a@b',
      '/a:b',
      'a/b:c',
      '#x:y',
      '?x:y',
      '',
      'page',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBe(url);
    }
  });
});
