import { describe, expect, it } from 'vitest';
import { richTextHtml } from '@/lib/richText';

describe('richTextHtml', () => {
  it('turns `code`, **strong** and [label](name) into markup, in order', () => {
    expect(
      richTextHtml('**Feature votes** (named `vote_`): see our [Privacy Policy](privacy).', { privacy: '/es/privacy' }),
    ).toBe(
      '<strong>Feature votes</strong> (named <code>vote_</code>): see our <a href="/es/privacy">Privacy Policy</a>.',
    );
  });

  it('escapes everything else, quotes in text included as they are', () => {
    expect(richTextHtml('the "site" <script>&</script>')).toBe('the "site" &lt;script&gt;&amp;&lt;/script&gt;');
    expect(richTextHtml('`<b>`')).toBe('<code>&lt;b&gt;</code>');
    expect(richTextHtml('[x](a)', { a: '/"><script>' })).toBe('<a href="/&quot;&gt;&lt;script&gt;">x</a>');
  });

  it('refuses a link without an address', () => {
    expect(() => richTextHtml('[x](missing)')).toThrow(/missing/);
  });

  it('leaves text without markup as it is', () => {
    expect(richTextHtml('Plain text, with a single * and a ` alone.')).toBe(
      'Plain text, with a single * and a ` alone.',
    );
  });
});
