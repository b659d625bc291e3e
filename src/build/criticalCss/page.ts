/**
 * Writes a page's critical CSS into its HTML: inline in the head where its stylesheet links were, the
 * links moved to the end of the body (a stylesheet there holds back nothing drawn before it, needs no
 * script and applies without JavaScript), and the inline style's hash added to the page's CSP.
 */

/** The text of the page's own inline styles (style elements and attributes): they may read custom properties. */
export function inlineStyleText(html: string): string {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, css]) => css);
  return [...elements, ...attributes].join('\n');
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The CSP meta's policy with `source` added to style-src and style-src-elem (older browsers read style-src). */
function withStyleSource(html: string, source: string): string {
  return html.replace(/(<meta http-equiv="content-security-policy" content=")([^"]*)"/, (_, start, policy) => {
    const directives = (policy as string).split(';').map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'style-src' || name === 'style-src-elem' ? `${directive.trimEnd()} ${source}` : directive;
    });
    return `${start}${directives.join(';')}"`;
  });
}

/**
 * The page with `css` inline in its head where its stylesheet links were, the links moved to the end
 * of the body (a stylesheet there holds back nothing drawn before it, and needs no script), and
 * `hash` ('sha256-…' of `css`) allowed by its Content-Security-Policy.
 */
export function withCriticalCss(html: string, css: string, hash: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)];
  if (links.length === 0 || bodyEnd < 0) return html;
  let head = html.slice(0, headEnd);
  head = head.replace(links[0][0], () => `<style>${css}</style>`);
  for (const [link] of links.slice(1)) head = head.replace(link, () => '');
  const page = `${head}${html.slice(headEnd, bodyEnd)}${links.map(([link]) => link).join('')}${html.slice(bodyEnd)}`;
  return withStyleSource(page, `'${hash}'`);
}
