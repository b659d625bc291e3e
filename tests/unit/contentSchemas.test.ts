import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { trendSchema, tutorialSchema } from '@/lib/contentSchemas';

/** Stands in for Astro's image(): a local file's path, as the schema sees it before the build resolves it. */
const localFile = z.string().regex(/^\.\//);

const tutorial = {
  title: 'T',
  description: 'D',
  category: 'Safety',
  readTime: 4,
  date: '2024-02-02',
};

const trend = {
  title: 'T',
  description: 'D',
  category: 'Comedy',
  growthRate: '+1%',
  hashtags: ['#a'],
  featuredVideo: 'https://example.com/v',
  exampleVideos: ['https://example.com/1', 'https://example.com/2', 'https://example.com/3'],
  insights: 'long',
  dateSpotted: 'June 2, 2024',
  image: 'https://example.com/a.jpg',
};

/** The field paths a failed parse names. */
function failedFields(result: { success: boolean; error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

describe('tutorial frontmatter', () => {
  it('applies the defaults and parses the date', () => {
    expect(tutorialSchema(localFile).parse(tutorial)).toEqual({
      ...tutorial,
      date: new Date('2024-02-02'),
      featured: false,
      draft: false,
    });
  });

  it('takes a remote https cover or a local file, and asks a local one for its alt text', () => {
    const schema = tutorialSchema(localFile);
    expect(schema.safeParse({ ...tutorial, image: 'https://example.com/a.jpg' }).success).toBe(true);
    expect(schema.safeParse({ ...tutorial, image: './cover.jpg', imageAlt: 'A phone' }).success).toBe(true);
    expect(failedFields(schema.safeParse({ ...tutorial, image: './cover.jpg' }))).toEqual(['imageAlt']);
    expect(failedFields(schema.safeParse({ ...tutorial, image: 'http://example.com/a.jpg' }))).toEqual(['image']);
  });

  it('names each field it refuses', () => {
    const result = tutorialSchema(localFile).safeParse({ ...tutorial, category: 'Cooking', readTime: 2.5, title: '' });
    expect(failedFields(result).sort()).toEqual(['category', 'readTime', 'title']);
  });
});

describe('trend frontmatter', () => {
  it('accepts a complete trend, with no publication date', () => {
    const parsed = trendSchema(localFile).parse(trend);
    expect(parsed.date).toBeUndefined();
    expect(parsed.draft).toBe(false);
  });

  it('wants hashtags that start with #, exactly three example videos and a cover', () => {
    const schema = trendSchema(localFile);
    expect(failedFields(schema.safeParse({ ...trend, hashtags: ['nohash'] }))).toEqual(['hashtags.0']);
    expect(failedFields(schema.safeParse({ ...trend, exampleVideos: ['https://example.com/1'] }))).toEqual([
      'exampleVideos',
    ]);
    expect(failedFields(schema.safeParse({ ...trend, image: undefined }))).toEqual(['image']);
  });

  it('takes hashtags in any script, by the same rule as the generator', () => {
    const schema = trendSchema(localFile);
    const tags = ['#fyp', '#料理', '#рецепты', '#طبخ', '#crème', '#खाना', '#snake_case', '#2024'];
    expect(schema.safeParse({ ...trend, hashtags: tags }).success).toBe(true);
    for (const refused of ['#two words', '#fyp!', '#🔥', '#cre\u0300me']) {
      expect(failedFields(schema.safeParse({ ...trend, hashtags: ['#ok', refused] })), refused).toEqual(['hashtags.1']);
    }
  });
});
