/**
 * A page's Content-Security-Policy narrowed to its own inline code. Astro lists the hash of every inline
 * script and style of the whole site in every page; each hash is about 50 bytes no compression can
 * shrink, a few hundred bytes of a page's first round trip. A page needs only the hashes of the inline
 * scripts and styles it carries, plus those of code inserted at run time (sonner's stylesheet).
 */

/** The text of every inline script and style element of the page (JSON-LD included, as Astro hashes it). */
export function inlineCode(html: string): string[] {
  return [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, , attrs]) => !/\bsrc=/.test(attrs!))
    .map(([, , , code]) => code!);
}

/**
 * The page with every 'sha256-…' source of its CSP meta removed unless it is the hash of one of the
 * page's inline scripts or styles (`hash` gives a text's 'sha256-…') or is listed in `keep`.
 */
export function withOwnHashesOnly(html: string, hash: (code: string) => string, keep: readonly string[] = []): string {
  const allowed = new Set([...inlineCode(html).map(hash), ...keep]);
  return html.replace(
    /(<meta http-equiv="content-security-policy" content=")([^"]*)"/,
    (_, start: string, policy: string) =>
      `${start}${policy.replace(/ ?'(sha256-[A-Za-z0-9+/=]+)'/g, (source, value: string) => (allowed.has(value) ? source : ''))}"`,
  );
}
