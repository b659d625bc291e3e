import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/data/languages';
import { trendTranslationSchema, tutorialSchema, tutorialTranslationSchema } from '@/lib/contentSchemas';
import {
  isTranslationPublished,
  mergeTranslation,
  splitTranslationId,
  translationFolders,
  unknownTranslationMessage,
} from '@/lib/contentTranslations';

const localFile = z.string().regex(/^\.\//);

const english = tutorialSchema(localFile).parse({
  title: 'Hashtags',
  description: 'How to tag',
  category: 'Growth Strategy',
  readTime: 5,
  date: '2024-05-15',
  featured: true,
  image: 'https://example.com/a.jpg',
  imageAlt: 'A phone',
});

describe('translation frontmatter', () => {
  it('needs the text fields and nothing else, with no defaults (a field left out is the English one)', () => {
    const parsed = tutorialTranslationSchema(localFile).parse({ title: 'Etiquetas', description: 'Cómo etiquetar' });
    expect(parsed).toEqual({ title: 'Etiquetas', description: 'Cómo etiquetar' });
    const missing = tutorialTranslationSchema(localFile).safeParse({ title: 'Etiquetas' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['description']);
    const trend = trendTranslationSchema(localFile).safeParse({ title: 'T', description: 'D' });
    expect(trend.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['insights']);
  });

  it('checks a field it sets with the collection rule', () => {
    const result = tutorialTranslationSchema(localFile).safeParse({
      title: 'T',
      description: 'D',
      category: 'Cooking',
      readTime: 2.5,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['category', 'readTime']);
    const hashtags = trendTranslationSchema(localFile).safeParse({
      title: 'T',
      description: 'D',
      insights: 'I',
      hashtags: ['#bien', 'no hashtag'],
    });
    expect(hashtags.success).toBe(false);
    // A local cover of its own needs its own description.
    const cover = tutorialTranslationSchema(localFile).safeParse({ title: 'T', description: 'D', image: './c.jpg' });
    expect(cover.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['imageAlt']);
  });
});

describe('merging a translation', () => {
  it('takes the text it sets and every other field from English', () => {
    const translation = tutorialTranslationSchema(localFile).parse({
      title: 'Etiquetas',
      description: 'Cómo etiquetar',
      imageAlt: 'Un teléfono',
    });
    expect(mergeTranslation(english, translation)).toEqual({
      ...english,
      title: 'Etiquetas',
      description: 'Cómo etiquetar',
      imageAlt: 'Un teléfono',
    });
  });

  it('keeps a non-text field the translation sets, and ignores fields set to undefined', () => {
    const merged = mergeTranslation(english, { title: 'T', readTime: 7, featured: false, image: undefined });
    expect(merged.readTime).toBe(7);
    expect(merged.featured).toBe(false);
    expect(merged.image).toBe('https://example.com/a.jpg');
    expect(merged.category).toBe('Growth Strategy');
    expect(english.title).toBe('Hashtags');
  });

  it('publishes a translation only with its English entry', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    const live = { draft: false, date: new Date('2024-05-01') };
    expect(isTranslationPublished(live, live, now)).toBe(true);
    expect(isTranslationPublished({ ...live, draft: true }, live, now)).toBe(false);
    expect(isTranslationPublished(live, { ...live, draft: true }, now)).toBe(false);
    expect(isTranslationPublished(live, { date: new Date('2024-07-01') }, now)).toBe(false);
  });
});

describe('translation ids', () => {
  it('splits a language folder from the English id', () => {
    expect(splitTranslationId('es/hashtag-strategy')).toEqual({ language: 'es', id: 'hashtag-strategy' });
    expect(splitTranslationId('es/guides/x')).toEqual({ language: 'es', id: 'guides/x' });
    expect(splitTranslationId('ar/hashtag-strategy')).toEqual({ language: 'ar', id: 'hashtag-strategy' });
    expect(splitTranslationId('hashtag-strategy')).toBeNull();
    expect(splitTranslationId('en/x')).toBeNull();
    expect(splitTranslationId('xx/x')).toBeNull();
    // A folder for every language but English.
    expect(translationFolders()).toEqual(
      LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => `${language}/**`),
    );
    expect(translationFolders()).toContain('ar/**');
  });

  it('names the file and the id in the unknown-id error', () => {
    expect(unknownTranslationMessage('src/content/trends/es/nope.md', 'src/content/trends', 'nope')).toContain(
      'src/content/trends/es/nope.md translates "nope", but src/content/trends has no entry',
    );
  });
});
