import { describe, expect, it, vi } from 'vitest';
import { renderOnce } from '../../src/lib/renderOnce';

describe('renderOnce', () => {
  it('renders each key once and repeats its markup', async () => {
    const render = vi.fn(async () => '<footer>same</footer>');
    const pages = await Promise.all([1, 2, 3].map(() => renderOnce('test footer', render)));
    expect(pages).toEqual(['<footer>same</footer>', '<footer>same</footer>', '<footer>same</footer>']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps different keys apart', async () => {
    expect(await renderOnce('test header /tutorials', async () => 'tutorials')).toBe('tutorials');
    expect(await renderOnce('test header /trends', async () => 'trends')).toBe('trends');
    expect(await renderOnce('test header /tutorials', async () => 'not used')).toBe('tutorials');
  });

  it('renders every time when turned off (the dev server)', async () => {
    const render = vi.fn(async () => 'fresh');
    await renderOnce('test dev', render, false);
    await renderOnce('test dev', render, false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed render: the next page tries again', async () => {
    await expect(renderOnce('test flaky', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await renderOnce('test flaky', async () => 'recovered')).toBe('recovered');
  });
});
