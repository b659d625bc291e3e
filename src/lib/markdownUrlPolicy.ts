/** Markdown link policy: only http(s), irc(s), mailto and xmpp links (and relative ones) survive rendering. */
import type { Root, Element, Nodes } from 'hast';
import { raw } from 'hast-util-raw';
import { visit } from 'unist-util-visit';

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** hast property names of the attributes that carry a URL a browser would follow or load. */
const URL_PROPERTIES = ['href', 'src', 'xLinkHref', 'action', 'formAction', 'data', 'poster', 'cite'] as const;

/** The same attributes as MDX (JSX) spells them, lower-cased for comparison. */
const JSX_URL_ATTRIBUTES = new Set(['href', 'src', 'xlinkhref', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'cite']);

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

/** An MDX JSX element as far as this policy needs it (the mdast-util-mdx-jsx types are not a dependency). */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  attributes: { type: string; name?: string; value?: unknown }[];
}

function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function hasRawHtml(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
  });
  return found;
}

/**
 * Rehype plugin applying `safeUrl` to every URL-bearing attribute of the rendered markdown.
 * Astro parses HTML written inside markdown (rehype-raw) only after the configured rehype plugins,
 * so that HTML is parsed here first, or its links would slip through unchecked. MDX JSX attributes
 * with literal values are checked too; JSX expressions are code, which MDX authors write anyway.
 */
export function rehypeSafeLinks() {
  return (input: Root): Root => {
    const tree = hasRawHtml(input) ? (raw(input as Nodes) as Root) : input;
    visit(tree, (node) => {
      if (node.type === 'element') {
        const { properties } = node as Element;
        for (const property of URL_PROPERTIES) {
          const value = properties[property];
          if (typeof value === 'string') properties[property] = safeUrl(value);
        }
      } else if (isJsxElement(node)) {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && JSX_URL_ATTRIBUTES.has(attribute.name?.toLowerCase() ?? '')) {
            attribute.value = safeUrl(attribute.value);
          }
        }
      }
    });
    return tree;
  };
}
