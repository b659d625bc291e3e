import { describe, expect, it } from 'vitest';
import { normaliseBase, withBase, withoutBase } from '@/lib/sitePaths';

describe('normaliseBase', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['', '/'],
    ['/creator-hub', '/creator-hub/'],
    ['/creator-hub/', '/creator-hub/'],
    ['creator-hub', '/creator-hub/'],
    ['/a/b/', '/a/b/'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseBase(input)).toBe(expected);
  });
});

describe('withBase', () => {
  it('leaves paths unchanged at the domain root', () => {
    expect(withBase('/tutorials/x', '/')).toBe('/tutorials/x');
    expect(withBase('/', '/')).toBe('/');
  });
  it('prefixes root-relative paths under a base', () => {
    expect(withBase('/tutorials/x', '/creator-hub/')).toBe('/creator-hub/tutorials/x');
    expect(withBase('/', '/creator-hub/')).toBe('/creator-hub/');
    expect(withBase('/search?q=growth', '/creator-hub/')).toBe('/creator-hub/search?q=growth');
  });
  it('leaves absolute, protocol-relative, fragment and relative links alone', () => {
    for (const link of ['https://example.com/x', '//cdn.example.com/x', '#top', '?q=1', 'mailto:a@b.c', 'x/y']) {
      expect(withBase(link, '/creator-hub/')).toBe(link);
    }
  });
});

describe('withoutBase', () => {
  it('strips the base from a pathname', () => {
    expect(withoutBase('/creator-hub/trends/x', '/creator-hub/')).toBe('/trends/x');
    expect(withoutBase('/creator-hub/', '/creator-hub/')).toBe('/');
    expect(withoutBase('/creator-hub', '/creator-hub/')).toBe('/');
  });
  it('leaves other paths and root builds alone', () => {
    expect(withoutBase('/trends/x', '/')).toBe('/trends/x');
    expect(withoutBase('/other/x', '/creator-hub/')).toBe('/other/x');
    expect(withoutBase('/creator-hubx/y', '/creator-hub/')).toBe('/creator-hubx/y');
  });
});
