// Result cards and their links, from Pagefind fragments.
import { describe, expect, it } from 'vitest';
import { toResultCard } from '@/lib/search/resultCard';
import { resultLink } from '@/lib/search/resultLink';

describe('resultLink', () => {
  it('drops the trailing slash and any origin', () => {
    expect(resultLink('/tutorials/hashtag-strategy/')).toBe('/tutorials/hashtag-strategy');
    expect(resultLink('https://example.com/trends/duet-challenges/#insights')).toBe('/trends/duet-challenges#insights');
    expect(resultLink('/')).toBe('/');
  });

  it('never yields a non-site link', () => {
    expect(resultLink('javascript:alert(1)')).toBe('/');
    expect(resultLink('//evil.example/x')).toBe('/x');
  });
});

describe('toResultCard', () => {
  it('shapes a tutorial fragment', () => {
    expect(
      toResultCard({
        url: '/tutorials/tiktok-algorithm-explained/',
        excerpt: 'the <mark>algorithm</mark>',
        meta: { title: 'How the TikTok Algorithm Works', description: 'Signals.', category: 'Tutorials' },
        filters: { category: ['Tutorials'] },
      }),
    ).toEqual({
      link: '/tutorials/tiktok-algorithm-explained',
      title: 'How the TikTok Algorithm Works',
      description: 'Signals.',
      category: 'Tutorials',
      icon: 'tutorial',
      excerpt: [
        { text: 'the ', highlighted: false },
        { text: 'algorithm', highlighted: true },
      ],
    });
  });

  it('gives tools the icon of their search entry', () => {
    const card = (url: string) => toResultCard({ url, meta: { title: 'T', category: 'Tools' } });
    expect(card('/calculator/')?.icon).toBe('calculator');
    expect(card('/tools/hashtag-generator/')?.icon).toBe('hash');
    expect(card('/tools/')?.icon).toBe('tools');
    expect(toResultCard({ url: '/trends/x/', filters: { category: ['Trends'] } })?.icon).toBe('trend');
  });

  it('falls back to the link as title and skips pages without a known category', () => {
    expect(toResultCard({ url: '/trends/x/', filters: { category: ['Trends'] } })).toMatchObject({
      title: '/trends/x',
      description: '',
    });
    expect(toResultCard({ url: '/about/', meta: { title: 'About' } })).toBeNull();
    expect(toResultCard({ url: '/about/', meta: { category: 'Recipes' } })).toBeNull();
  });
});
