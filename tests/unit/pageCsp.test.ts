import { describe, expect, it } from 'vitest';
import { inlineCode, withOwnHashesOnly, withPolicyFirst } from '@/build/pageCsp';

/** A stand-in for sha256: the code's length names it. */
const hash = (code: string) => `sha256-${code.length}`;

describe('withOwnHashesOnly', () => {
  const html =
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-7' 'sha256-99'; style-src-elem 'self' 'sha256-4' 'sha256-42' 'sha256-8';">` +
    `<script type="application/ld+json">{"a":1}</script><style>.a{}</style><script src="/x.js"></script></head>` +
    `<body><script>f()</script></body></html>`;

  it('finds the inline scripts and styles, not the external ones', () => {
    expect(inlineCode(html)).toEqual(['{"a":1}', '.a{}', 'f()']);
  });

  it('keeps the hashes of the page’s inline code and of code inserted at run time, and drops the rest', () => {
    const policy = withOwnHashesOnly(html, hash, ['sha256-42']).match(/content="([^"]*)"/)![1];
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-7'; style-src-elem 'self' 'sha256-4' 'sha256-42';",
    );
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
