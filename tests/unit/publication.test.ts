// Publication rules (src/lib/publication.ts): drafts and future-dated entries stay out of production.
import { describe, expect, it } from 'vitest';
import { isPublished, publicationFilter } from '@/lib/publication';

const NOW = new Date('2026-03-10T08:00:00Z');

describe('isPublished', () => {
  it('publishes an entry dated today or earlier', () => {
    expect(isPublished({ date: new Date('2026-03-10') }, NOW)).toBe(true);
    expect(isPublished({ date: new Date('2024-01-01') }, NOW)).toBe(true);
    expect(isPublished({}, NOW)).toBe(true);
  });

  it('holds back an entry dated after today until a build on that day', () => {
    const tomorrow = { date: new Date('2026-03-11') };
    expect(isPublished(tomorrow, NOW)).toBe(false);
    expect(isPublished(tomorrow, new Date('2026-03-11T00:00:00Z'))).toBe(true);
  });

  it('never publishes a draft, whatever its date', () => {
    expect(isPublished({ draft: true, date: new Date('2024-01-01') }, NOW)).toBe(false);
    expect(isPublished({ draft: true }, NOW)).toBe(false);
    expect(isPublished({ draft: false }, NOW)).toBe(true);
  });
});

describe('publicationFilter', () => {
  const entries = [
    { id: 'live', data: { date: new Date('2025-01-01') } },
    { id: 'draft', data: { draft: true, date: new Date('2025-01-01') } },
    { id: 'scheduled', data: { date: new Date('2027-01-01') } },
  ];

  it('keeps only published entries in production', () => {
    expect(entries.filter(publicationFilter(false, NOW)).map((entry) => entry.id)).toEqual(['live']);
  });

  it('keeps every entry on the dev server, where unpublished ones carry a banner', () => {
    expect(entries.filter(publicationFilter(true, NOW)).map((entry) => entry.id)).toEqual([
      'live',
      'draft',
      'scheduled',
    ]);
  });
});
