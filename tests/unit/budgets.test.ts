import { describe, expect, it } from 'vitest';
import { routeKind } from '../../scripts/budgets.ts';

describe('route budgets', () => {
  it("give a page in another language its English route's kind", () => {
    expect(routeKind('/trends/duet-challenges')).toBe('interactive');
    expect(routeKind('/es/trends/duet-challenges')).toBe('interactive');
    expect(routeKind('/pt-br/calculator')).toBe('interactive');
    expect(routeKind('/es/tutorials/hashtag-strategy')).toBe('content');
    // A listing's later pages carry its island.
    expect(routeKind('/tutorials/page/2')).toBe('interactive');
    expect(routeKind('/ar/tutorials/page/311')).toBe('interactive');
    expect(routeKind('/trends/page/3')).toBe('interactive');
    expect(routeKind('/es')).toBe('content');
    // Only a language's own prefix: '/estimates' is no Spanish page.
    expect(routeKind('/estimates')).toBe('content');
  });
});
