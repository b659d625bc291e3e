// A missing tool skips its checks on a developer's machine and fails them with CI set.
import { describe, expect, it } from 'vitest';
import { missingToolFails } from '../missingTools';

describe('missingToolFails', () => {
  it('fails the checks when CI is set, as CI services set it', () => {
    expect(missingToolFails({ CI: 'true' })).toBe(true);
    expect(missingToolFails({ CI: '1' })).toBe(true);
  });

  it('skips them when CI is unset, empty, false or 0', () => {
    for (const CI of [undefined, '', 'false', '0']) expect(missingToolFails({ CI }), String(CI)).toBe(false);
  });
});
