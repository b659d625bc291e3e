import { describe, expect, it } from 'vitest';
import { inlineElements } from '@/pageRewrites/inlineCodeHashes';
import { pageCsp, withInsertedCodeAllowed, withOwnHashesOnly, withPolicyFirst } from '@/pageRewrites/pageCsp';

/** A stand-in for sha256: the code's length names it. */
const hash = (code: string) => `sha256-${code.length}`;

describe('withOwnHashesOnly', () => {
  const html =
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-7' 'sha256-99'; style-src-elem 'self' 'sha256-4' 'sha256-42' 'sha256-8';">` +
    `<script type="application/ld+json">{"a":1}</script><style>.a{}</style><script src="/x.js"></script></head>` +
    `<body><script>f()</script></body></html>`;

  it('finds the inline scripts the browser runs and the inline styles, not external ones or data blocks', () => {
    expect(inlineElements(html).map(({ code }) => code)).toEqual(['.a{}', 'f()']);
    const scripts = [
      '',
      ' type="module"',
      ' type="text/javascript"',
      ' type="application/ld+json"',
      ' type="text/plain"',
    ];
    expect(inlineElements(scripts.map((type) => `<script${type}>x</script>`).join('')).length).toBe(3);
  });

  it('keeps the hashes of the page’s inline code and of code inserted at run time, and drops the rest', () => {
    // sha256-7 is the JSON-LD block's: a data block needs no hash, and loses the one Astro gave it.
    const policy = withOwnHashesOnly(html, hash, ['sha256-42']).match(/content="([^"]*)"/)![1];
    expect(policy).toBe("default-src 'self'; script-src 'self'; style-src-elem 'self' 'sha256-4' 'sha256-42';");
  });
});

describe('withPolicyFirst', () => {
  const policy = `<meta http-equiv="content-security-policy" content="script-src 'self'">`;

  it('moves the policy right after the charset, ahead of the first inline script', () => {
    const html = `<html><head><meta charset="utf-8"><script>theme()</script><title>T</title>${policy}</head></html>`;
    expect(withPolicyFirst(html)).toBe(
      `<html><head><meta charset="utf-8">${policy}<script>theme()</script><title>T</title></head></html>`,
    );
  });

  it('puts it first in a head without a charset, and leaves a page without a policy alone', () => {
    expect(withPolicyFirst(`<head><script>a()</script>${policy}</head>`)).toBe(
      `<head>${policy}<script>a()</script></head>`,
    );
    expect(withPolicyFirst('<head><script>a()</script></head>')).toBe('<head><script>a()</script></head>');
  });
});

describe('withInsertedCodeAllowed', () => {
  const page = (policy: string, body: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="${policy}">${body}</head></html>`;
  const policyOf = (html: string) => html.match(/content="([^"]*)"/)![1];

  it('allows an inline style the policy does not list in style-src and style-src-elem, a script in script-src', () => {
    const html = page(
      "default-src 'self'; script-src 'self' 'sha256-3'; style-src 'self'; style-src-elem 'self' 'sha256-4'; style-src-attr 'unsafe-inline';",
      '<style>.a{}</style><style>.critical{}</style><script>f()</script><script>gg()</script>',
    );
    expect(policyOf(withInsertedCodeAllowed(html, hash))).toBe(
      "default-src 'self'; script-src 'self' 'sha256-3' 'sha256-4'; style-src 'self' 'sha256-11'; style-src-elem 'self' 'sha256-4' 'sha256-11'; style-src-attr 'unsafe-inline';",
    );
  });

  it('changes nothing when the policy lists every inline element', () => {
    const html = page(
      "script-src 'self' 'sha256-3'; style-src-elem 'sha256-4'",
      '<style>.a{}</style><script>f()</script>',
    );
    expect(withInsertedCodeAllowed(html, hash)).toBe(html);
  });
});

describe('pageCsp, the last page rewrite step', () => {
  it('narrows, extends and moves the policy in one pass, keeping the run-time hashes', async () => {
    const html =
      `<html><head><meta charset="utf-8"><script>t()</script>` +
      `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-Ah+cA2gD4IuvO5KBsnMU4+J+XQcwZf4eDap4aP/c/PQ=' 'sha256-other='; style-src 'self'; style-src-elem 'self' 'sha256-runtime='">` +
      `<style>.critical{}</style></head><body></body></html>`;
    const rewritten = await pageCsp(['sha256-runtime=']).rewrite(html, '/');
    expect(rewritten.startsWith('<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy"')).toBe(
      true,
    );
    const policy = rewritten.match(/content="([^"]*)"/)![1];
    expect(policy).toContain("script-src 'self' 'sha256-Ah+cA2gD4IuvO5KBsnMU4+J+XQcwZf4eDap4aP/c/PQ=';");
    expect(policy).not.toContain('sha256-other=');
    expect(policy).toContain("'sha256-runtime='");
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+'; style-src-elem 'self' 'sha256-runtime=' 'sha256-[^']+'$/);
  });
});

describe('a page without a policy', () => {
  it('stops the build, naming the page', async () => {
    const html = '<html><head><meta charset="utf-8"><style>.critical{}</style></head><body></body></html>';
    await expect(async () => pageCsp([]).rewrite(html, '/tutorials/x')).rejects.toThrow(
      /\/tutorials\/x has no Content-Security-Policy <meta>/,
    );
    expect(() => withInsertedCodeAllowed(html, hash)).toThrow(/no Content-Security-Policy <meta>/);
  });
});
