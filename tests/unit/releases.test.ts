// Expected releases are written each language's way: quarters from the dictionary, months through Intl.
import { describe, expect, it } from 'vitest';
import { formatRelease } from '@/lib/releases';
import { dictionary as en } from '@/i18n/en';
import { dictionary as es } from '@/i18n/es';

describe('formatRelease', () => {
  it('writes quarters with the language’s names for them', () => {
    expect(formatRelease({ year: 2025, quarter: 1 }, 'en-US', en.comingSoon.release)).toBe('Q1 2025');
    expect(formatRelease({ year: 2025, quarter: 4 }, 'en-US', en.comingSoon.release)).toBe('Q4 2025');
    expect(formatRelease({ year: 2025, quarter: 1 }, 'es', es.comingSoon.release)).toBe('1.er trimestre de 2025');
    expect(formatRelease({ year: 2025, quarter: 2 }, 'es', es.comingSoon.release)).toBe('2.º trimestre de 2025');
  });

  it('writes months through Intl, short or long as the language asks', () => {
    expect(formatRelease({ year: 2024, month: 8 }, 'en-US', en.comingSoon.release)).toBe('Aug 2024');
    expect(formatRelease({ year: 2024, month: 10 }, 'en-US', en.comingSoon.release)).toBe('Oct 2024');
    expect(formatRelease({ year: 2024, month: 8 }, 'es', es.comingSoon.release)).toBe('agosto de 2024');
  });
});
