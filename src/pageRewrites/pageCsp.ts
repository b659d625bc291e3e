/**
 * The last page rewrite step, the only edit of a page's Content-Security-Policy <meta> after Astro
 * writes it: the policy keeps only the hashes the page needs, gains those of code inserted after Astro
 * hashed the page, and moves to the start of the head.
 */
import { inlineSources, sha256Source } from './inlineCodeHashes';
import type { PageRewrite } from './pageRewriter';
import { extended, narrowed } from './policyHashSources';

const POLICY_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const POLICY_CONTENT = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/;

/**
 * The page with its CSP meta's policy text passed through `edit`. A page without one stops the build,
 * naming `page`: its inline code (the critical CSS above all) would be refused by the browser.
 */
function withPolicy(html: string, edit: (policy: string) => string, page = 'a page'): string {
  if (!POLICY_CONTENT.test(html))
    throw new Error(
      `${page} has no Content-Security-Policy <meta> to allow its inline code in (Astro's security.csp writes one on every page)`,
    );
  return html.replace(POLICY_CONTENT, (_, start: string, policy: string) => `${start}${edit(policy)}"`);
}

/**
 * The page with every 'sha256-…' source of its CSP meta removed unless it is the hash of one of the
 * page's inline scripts or styles (`hash` gives a text's 'sha256-…') or is listed in `keep`.
 */
export function withOwnHashesOnly(html: string, hash: (code: string) => string, keep: readonly string[] = []): string {
  const allowed = new Set([...inlineSources(html, hash).map(({ source }) => source), ...keep]);
  return withPolicy(html, (policy) => narrowed(policy, allowed));
}

/**
 * The page with the hash of each inline script and style its policy does not list yet added to it:
 * code a rewrite step inserted after Astro hashed the page (the critical CSS).
 */
export function withInsertedCodeAllowed(html: string, hash: (code: string) => string): string {
  const inline = inlineSources(html, hash);
  return withPolicy(html, (policy) => extended(policy, inline));
}

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

/**
 * Astro lists the hash of every inline script and style of the whole site in every page; each hash is
 * about 50 bytes no compression can shrink, a few hundred bytes of a page's first round trip. So each
 * page keeps only the hashes of its own inline code and of code inserted at run time (`runtimeHashes`),
 * gains those of code the earlier steps inserted, and has its policy moved ahead of every script so it
 * governs them all.
 */
export function pageCsp(runtimeHashes: readonly string[]): PageRewrite {
  return {
    name: 'CSP narrowed to each page',
    rewrite: (html, page) => {
      // The page is read and its inline code hashed once for both edits.
      const inline = inlineSources(html, sha256Source);
      const allowed = new Set([...inline.map(({ source }) => source), ...runtimeHashes]);
      return withPolicyFirst(withPolicy(html, (policy) => extended(narrowed(policy, allowed), inline), page));
    },
  };
}
