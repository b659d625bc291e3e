/**
 * As each page is rendered, narrows its Content-Security-Policy to the hashes of its own inline scripts
 * and styles (plus those of code inserted at run time), so no page carries the whole site's list, and
 * moves it ahead of every script so it governs them all.
 */
import { createHash } from 'node:crypto';
import { withOwnHashesOnly, withPolicyFirst } from './pageCsp';
import type { PageRewrite } from './pageRewrites';

const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/** `runtimeHashes`: hashes of scripts or styles inserted after load ('sha256-…'), kept on every page. */
export function pageCspHashes(runtimeHashes: readonly string[]): PageRewrite {
  return {
    name: 'CSP narrowed to each page',
    rewrite: (html) => withPolicyFirst(withOwnHashesOnly(html, sha256, runtimeHashes)),
  };
}
