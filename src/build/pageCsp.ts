/**
 * A page's Content-Security-Policy narrowed to its own inline code. Astro lists the hash of every inline
 * script and style of the whole site in every page; each hash is about 50 bytes no compression can
 * shrink, a few hundred bytes of a page's first round trip. A page needs only the hashes of the inline
 * scripts and styles it carries, plus those of code inserted at run time (sonner's stylesheet).
 */

/** The text of every inline script and style element of the page (JSON-LD included, as Astro hashes it). */
export function inlineCode(html: string): string[] {
  return [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, , attrs]) => !/\bsrc=/.test(attrs))
    .map(([, , , code]) => code);
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

const POLICY_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;

/**
 * The page with its CSP meta moved to the start of the head, right after the charset. A policy in a
 * meta element governs only what the parser meets after it, and Astro writes it after the head's
 * first inline script (the theme script, which must run before anything draws).
 */
export function withPolicyFirst(html: string): string {
  const meta = html.match(POLICY_META)?.[0];
  if (!meta) return html;
  const rest = html.replace(meta, '');
  const charset = rest.match(/<meta charset="[^"]*">/);
  if (!charset) return rest.replace(/<head>/, `<head>${meta}`);
  const at = charset.index! + charset[0].length;
  return `${rest.slice(0, at)}${meta}${rest.slice(at)}`;
}
