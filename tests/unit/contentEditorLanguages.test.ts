// The content editor writes each entry's translations where the build reads them: the language's
// folder beside the English files, with only the fields a translation may hold.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/data/languages';
import { collectionFields, contentEditorConfig } from '@/lib/contentEditorConfig';
import { editorI18n, isTranslatedField } from '@/lib/contentEditorLanguages';
import { trendTranslationSchema, tutorialTranslationSchema } from '@/lib/contentSchemas';
import { z } from 'astro/zod';

const SETTINGS = { repo: 'o/r', branch: 'main', authUrl: null, site: 'https://example.com', base: '/' };

describe('the editor language settings', () => {
  it('name every language of the site, English first and without a folder of its own', () => {
    expect(editorI18n()).toMatchObject({
      structure: 'multiple_folders',
      locales: [...LANGUAGE_CODES],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    const config = contentEditorConfig(SETTINGS) as unknown as {
      i18n: unknown;
      collections: { name: string; folder: string; i18n: unknown }[];
    };
    expect(config.i18n).toEqual(editorI18n());
    for (const collection of config.collections) {
      expect(collection.i18n, collection.name).toBe(true);
      // src/content/tutorials/es/<id>.md: the folder the build's translation collections read.
      expect(collection.folder).toBe(`src/content/${collection.name}`);
    }
  });
});

describe.each([
  ['tutorials', tutorialTranslationSchema(z.any())],
  ['trends', trendTranslationSchema(z.any())],
] as const)('%s fields in a translation', (collection, translationSchema) => {
  const fields = (
    contentEditorConfig(SETTINGS) as unknown as {
      collections: { name: string; fields: { name: string; i18n: unknown }[] }[];
    }
  ).collections.find((entry) => entry.name === collection)!.fields;

  it('are the texts a reader sees and the draft flag; the rest stay the English entry’s', () => {
    const translated = fields.filter((field) => field.i18n === 'translate').map((field) => field.name);
    expect(translated).toEqual(expect.arrayContaining(['title', 'description', 'body', 'draft']));
    for (const field of fields) expect(['translate', 'none'], field.name).toContain(field.i18n);
    for (const name of ['date', 'category', 'image']) {
      const field = fields.find((entry) => entry.name === name);
      if (field) expect(field.i18n, name).toBe('none');
    }
  });

  it('include every field a translation must have', () => {
    const shape = translationSchema.shape as Record<string, z.ZodType>;
    const required = Object.entries(shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name);
    const translated = new Set(fields.filter((field) => field.i18n === 'translate').map((field) => field.name));
    for (const name of required) expect(translated.has(name), name).toBe(true);
  });

  it('are judged by widget, so a new text field is translated without a list to update', () => {
    for (const field of collectionFields(collection)) {
      const widget = field.widget ?? 'string';
      if (['string', 'text', 'markdown'].includes(widget)) expect(isTranslatedField(field), field.name).toBe(true);
      if (['select', 'datetime', 'number', 'image'].includes(widget))
        expect(isTranslatedField(field), field.name).toBe(false);
    }
  });
});
