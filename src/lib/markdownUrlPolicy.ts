/** Markdown link policy: only http(s), irc(s), mailto and xmpp links (and relative ones) survive rendering. */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { defineHastPlugin, type HastVisitorContext, type MdxJsxFlowElementHast, type MdxJsxTextElementHast } from 'satteri';

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** hast property names of the attributes that carry a URL a browser would follow or load. */
const URL_PROPERTIES = ['href', 'src', 'xLinkHref', 'action', 'formAction', 'data', 'poster', 'cite'] as const;

/** The same attributes as HTML and MDX (JSX) spell them, lower-cased for comparison. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlinkhref', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'cite']);

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

/** Source ranges of the URL attributes in `html` whose (entity-decoded) value `safeUrl` refuses. */
function refusedAttributeRanges(html: string): { start: number; end: number; name: string }[] {
  const ranges: { start: number; end: number; name: string }[] = [];
  const walk = (node: HtmlNode) => {
    if ('attrs' in node && node.sourceCodeLocation) {
      for (const attribute of node.attrs) {
        const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
        const location = node.sourceCodeLocation.attrs?.[name];
        if (location && URL_ATTRIBUTES.has(name) && safeUrl(attribute.value) !== attribute.value) {
          ranges.push({ start: location.startOffset, end: location.endOffset, name });
        }
      }
    }
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html, { sourceCodeLocationInfo: true }));
  return ranges;
}

/**
 * Empties refused URL attributes in a piece of raw HTML and leaves every other character as written.
 * The piece is parsed as a browser would (entity references decoded, SVG and raw-text elements
 * understood), and only the offending `name="value"` spans are rewritten, so a lone start tag
 * such as `<a href="…">` (markdown hands raw HTML over tag by tag) stays a lone start tag.
 */
export function safeRawHtml(html: string): string {
  if (!html.includes('<')) return html;
  let result = html;
  for (const { start, end, name } of refusedAttributeRanges(html).sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${name}=""${result.slice(end)}`;
  }
  return result;
}

function checkJsxAttributes(node: Readonly<MdxJsxFlowElementHast | MdxJsxTextElementHast>, ctx: HastVisitorContext) {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && URL_ATTRIBUTES.has(attribute.name.toLowerCase())) {
      const safe = safeUrl(attribute.value);
      if (safe !== attribute.value) ctx.setProperty(node, attribute.name, safe);
    }
  }
}

/**
 * Sätteri hast plugin applying `safeUrl` to every URL-bearing attribute of rendered markdown:
 * elements made from markdown syntax, HTML written inside markdown (which stays raw text through
 * the pipeline, so it is parsed here), and MDX JSX attributes with literal values. JSX expressions
 * are code, which MDX authors write anyway.
 */
export const safeLinks = defineHastPlugin({
  name: 'safe-links',
  element: {
    filter: [],
    visit(node, ctx) {
      for (const property of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value === 'string' && safeUrl(value) !== value) ctx.setProperty(node, property, '');
      }
    },
  },
  raw(node) {
    const safe = safeRawHtml(node.value);
    if (safe !== node.value) return { type: 'raw', value: safe };
  },
  mdxJsxFlowElement: { filter: [], visit: checkJsxAttributes },
  mdxJsxTextElement: { filter: [], visit: checkJsxAttributes },
});
