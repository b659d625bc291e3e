import { describe, expect, it } from 'vitest';
import { paintsFromFirstFlight, routeKind } from '../../scripts/budgets.ts';

describe('route budgets', () => {
  it("give a page in another language its English route's kind and first-flight rule", () => {
    expect(routeKind('/trends/duet-challenges')).toBe('interactive');
    expect(routeKind('/es/trends/duet-challenges')).toBe('interactive');
    expect(routeKind('/es/tutorials/hashtag-strategy')).toBe('content');
    expect(routeKind('/es')).toBe('content');
    expect(paintsFromFirstFlight('/es/tutorials/hashtag-strategy')).toBe(true);
    expect(paintsFromFirstFlight('/es')).toBe(true);
    expect(paintsFromFirstFlight('/es/calculator')).toBe(false);
    // Only a language's own prefix: '/estimates' is no Spanish page.
    expect(routeKind('/estimates')).toBe('content');
    expect(paintsFromFirstFlight('/estimates')).toBe(false);
  });
});
