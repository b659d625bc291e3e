/** Markdown link policy: only http(s), irc(s), mailto and xmpp links (and relative ones) survive rendering. */
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** Attributes that carry a URL a browser would follow or load. */
const URL_ATTRIBUTES = ['href', 'src', 'xlinkHref', 'action', 'formAction', 'poster', 'cite'] as const;

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

/** Rehype plugin applying `safeUrl` to every URL-bearing attribute of the rendered markdown. */
export function rehypeSafeLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const attribute of URL_ATTRIBUTES) {
        const value = node.properties[attribute];
        if (typeof value === 'string') node.properties[attribute] = safeUrl(value);
      }
    });
  };
}
