import { describe, expect, it } from 'vitest';
import { lazyLoad } from '@/lib/lazyLoad';

describe('lazyLoad', () => {
  it('starts the load once and shares it between callers', async () => {
    let loads = 0;
    const load = lazyLoad(async () => ++loads);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call starts it again', async () => {
    let loads = 0;
    const load = lazyLoad(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(loads).toBe(2);
  });
});
