// Process-wide state: one per name, made once, whichever copy of a module asks for it.
import { describe, expect, it, vi } from 'vitest';
import { processState } from '@/render/processState';

describe('processState', () => {
  it('makes the state of a name once and hands every caller the same one', () => {
    const create = vi.fn(() => new Map<string, number>());
    const first = processState('test:counts', create);
    first.set('pages', 3);
    expect(processState('test:counts', create).get('pages')).toBe(3);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps names apart', () => {
    expect(processState('test:a', () => ({ n: 1 }))).not.toBe(processState('test:b', () => ({ n: 1 })));
  });

  it('is shared with a second copy of the module, as Vite and the config each load their own', async () => {
    processState('test:shared', () => 'from the first copy');
    vi.resetModules();
    const copy = await import('@/render/processState');
    expect(copy.processState('test:shared', () => 'from the second copy')).toBe('from the first copy');
  });
});
