// The not-found page's variant and the unknown coming-soon topic's destination, in every language.
import { describe, expect, it } from 'vitest';
import { comingSoonFallbackPath, notFoundVariant } from '@/lib/notFound';

describe('notFoundVariant', () => {
  it('reads the path after the language prefix', () => {
    expect(notFoundVariant('/tutorials/x')).toBe('tutorial');
    expect(notFoundVariant('/es/tutorials/x')).toBe('tutorial');
    expect(notFoundVariant('/trends/x')).toBe('trend');
    expect(notFoundVariant('/es/trends/x')).toBe('trend');
    expect(notFoundVariant('/coming-soon/x')).toBe('coming-soon');
    expect(notFoundVariant('/es/coming-soon/x')).toBe('coming-soon');
    expect(notFoundVariant('/es/nope')).toBe('generic');
    expect(notFoundVariant('/estimates/trends/x')).toBe('generic');
  });
});

describe('comingSoonFallbackPath', () => {
  it('is the default topic in the language of the path', () => {
    expect(comingSoonFallbackPath('/coming-soon/x')).toBe('/coming-soon/pro-subscription');
    expect(comingSoonFallbackPath('/es/coming-soon/x')).toBe('/es/coming-soon/pro-subscription');
  });
});
