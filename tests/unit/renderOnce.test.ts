import { describe, expect, it, vi } from 'vitest';
import { propsKey, renderOnce } from '@/render/renderOnce';

describe('renderOnce', () => {
  it('renders a key on the first page, checks it on the second, then repeats it', async () => {
    const render = vi.fn(async () => '<footer>same</footer>');
    const pages = [];
    for (let page = 0; page < 4; page++) pages.push(await renderOnce('test footer', render));
    expect(pages).toEqual(Array(4).fill('<footer>same</footer>'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps different keys apart', async () => {
    expect(await renderOnce('test header /tutorials', async () => 'tutorials')).toBe('tutorials');
    expect(await renderOnce('test header /trends', async () => 'trends')).toBe('trends');
    expect(await renderOnce('test header /tutorials', async () => 'tutorials')).toBe('tutorials');
    expect(await renderOnce('test header /tutorials', async () => 'not rendered any more')).toBe('tutorials');
  });

  it('fails the build when the same key renders differently on a second page', async () => {
    let page = 0;
    const render = async () => `<a aria-current="${++page}">`;
    await renderOnce('test reads the url', render, { label: 'src/components/Leaky.astro' });
    await expect(renderOnce('test reads the url', render, { label: 'src/components/Leaky.astro' })).rejects.toThrow(
      /Leaky\.astro rendered differently on two pages with the same props/,
    );
  });

  it('refuses islands', async () => {
    await expect(
      renderOnce('test island', async () => '<astro-island uid="x"></astro-island>', { label: 'Card' }),
    ).rejects.toThrow(/Card contains an island/);
    await expect(
      renderOnce('test island dev', async () => '<astro-island></astro-island>', { enabled: false }),
    ).rejects.toThrow(/island/);
  });

  it('renders every time when turned off (the dev server)', async () => {
    const render = vi.fn(async () => 'fresh');
    await renderOnce('test dev', render, { enabled: false });
    await renderOnce('test dev', render, { enabled: false });
    await renderOnce('test dev', render, { enabled: false });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed render: the next page tries again', async () => {
    await expect(renderOnce('test flaky', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await renderOnce('test flaky', async () => 'recovered')).toBe('recovered');
  });
});

describe('propsKey', () => {
  it('is the same for the same props in any key order', () => {
    expect(propsKey({ a: 1, b: ['x', { d: true, c: null }] })).toBe(propsKey({ b: ['x', { c: null, d: true }], a: 1 }));
  });

  it('tells different props apart', () => {
    const keys = [
      propsKey({}),
      propsKey({ currentLinks: ['/tutorials'] }),
      propsKey({ currentLinks: ['/trends'] }),
      propsKey({ currentLinks: ['/tools', '/calculator'] }),
      propsKey({ currentLinks: ['/calculator', '/tools'] }),
      propsKey({ helpfulNote: '124 people found this helpful' }),
      propsKey({ n: 1 }),
      propsKey({ n: '1' }),
      propsKey({ date: new Date('2024-05-15') }),
      propsKey({ date: new Date('2024-05-16') }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out undefined members, as an absent prop', () => {
    expect(propsKey({ helpfulNote: undefined })).toBe(propsKey({}));
  });

  it('refuses values a string cannot stand for', () => {
    expect(() => propsKey({ onClick: () => {} })).toThrow(/props\.onClick is a function/);
    expect(() => propsKey({ list: [new Map()] })).toThrow(/props\.list\[0\] is a Map/);
    expect(() => propsKey({ url: new URL('https://example.com') })).toThrow(/props\.url is a URL/);
  });
});
