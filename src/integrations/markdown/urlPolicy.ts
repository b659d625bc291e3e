/**
 * Markdown link policy: only http(s), irc(s), mailto and xmpp links (and relative ones) survive rendering.
 * Its URL rewriting (markdown, raw HTML and MDX attributes alike) also serves base-path links.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import {
  defineHastPlugin,
  type HastVisitorContext,
  type MdxJsxFlowElementHast,
  type MdxJsxTextElementHast,
} from 'satteri';

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** hast property names of the attributes that carry a URL a browser would follow or load. */
const URL_PROPERTIES = ['href', 'src', 'xLinkHref', 'action', 'formAction', 'data', 'poster', 'cite'] as const;

/** The same attributes as HTML and MDX (JSX) spell them, lower-cased for comparison. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlinkhref',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'poster',
  'cite',
]);

/**
 * Returns the URL when its scheme is allowed (or it has none), otherwise ''.
 * Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"),
 * so those are removed before the scheme is read, as the browser would.
 */
export function safeUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  const normalized = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const colon = normalized.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first '/', '?' or '#' belongs to a path, query or fragment: a relative URL.
  const firstDelimiter = normalized.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return url;
  const scheme = normalized.slice(0, colon).toLowerCase();
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme) ? url : '';
}

type HtmlNode = DefaultTreeAdapterMap['node'];

interface AttributeEdit {
  start: number;
  end: number;
  name: string;
  value: string;
}

/** Source ranges of the URL attributes in `html` whose (entity-decoded) value `rewrite` changes. */
function urlAttributeEdits(html: string, rewrite: (url: string) => string): AttributeEdit[] {
  const edits: AttributeEdit[] = [];
  const walk = (node: HtmlNode) => {
    if ('attrs' in node && node.sourceCodeLocation) {
      for (const attribute of node.attrs) {
        const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
        const attributeLocation = node.sourceCodeLocation.attrs?.[name];
        const value = URL_ATTRIBUTES.has(name) ? rewrite(attribute.value) : attribute.value;
        if (attributeLocation && value !== attribute.value)
          edits.push({ start: attributeLocation.startOffset, end: attributeLocation.endOffset, name, value });
      }
    }
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html, { sourceCodeLocationInfo: true }));
  return edits;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Rewrites the URL attributes of a piece of raw HTML and leaves every other character as written.
 * The piece is parsed as a browser would (entity references decoded, SVG and raw-text elements
 * understood), and only the changed `name="value"` spans are rewritten, so a lone start tag
 * such as `<a href="…">` (markdown hands raw HTML over tag by tag) stays a lone start tag.
 */
export function rewriteRawHtmlUrls(html: string, rewrite: (url: string) => string): string {
  if (!html.includes('<')) return html;
  let result = html;
  for (const { start, end, name, value } of urlAttributeEdits(html, rewrite).sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${name}="${escapeAttribute(value)}"${result.slice(end)}`;
  }
  return result;
}

/**
 * A Sätteri hast plugin applying `rewrite` to every URL-bearing attribute of rendered markdown:
 * elements made from markdown syntax, HTML written inside markdown (which stays raw text through
 * the pipeline, so it is parsed here), and MDX JSX attributes with literal values. JSX expressions
 * are code, which MDX authors write anyway.
 */
export function markdownUrlRewriter(name: string, rewrite: (url: string) => string) {
  const checkJsxAttributes = (
    node: Readonly<MdxJsxFlowElementHast | MdxJsxTextElementHast>,
    ctx: HastVisitorContext,
  ) => {
    for (const attribute of node.attributes) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        typeof attribute.value === 'string' &&
        URL_ATTRIBUTES.has(attribute.name.toLowerCase())
      ) {
        const value = rewrite(attribute.value);
        if (value !== attribute.value) ctx.setProperty(node, attribute.name, value);
      }
    }
  };
  return defineHastPlugin({
    name,
    element: {
      filter: [],
      visit(node, ctx) {
        for (const property of URL_PROPERTIES) {
          const value = node.properties[property];
          const rewritten = typeof value === 'string' ? rewrite(value) : value;
          if (rewritten !== value) ctx.setProperty(node, property, rewritten);
        }
      },
    },
    raw(node) {
      const value = rewriteRawHtmlUrls(node.value, rewrite);
      if (value !== node.value) return { type: 'raw', value };
    },
    mdxJsxFlowElement: { filter: [], visit: checkJsxAttributes },
    mdxJsxTextElement: { filter: [], visit: checkJsxAttributes },
  });
}

/** The link policy as a Sätteri hast plugin: every URL attribute `safeUrl` refuses is emptied. */
export const safeLinks = markdownUrlRewriter('safe-links', safeUrl);
