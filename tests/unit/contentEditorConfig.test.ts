// The content editor's configuration is made from the content schemas: each test holds the editor's
// fields against the zod schema they come from, by their options and by sample values both must judge
// alike, and the whole configuration against Sveltia CMS's own JSON schema.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'astro/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TREND_CATEGORIES, TUTORIAL_CATEGORIES } from '@/data/contentCategories';
import { collectionFields, contentEditorConfig, type ContentEditorSettings } from '@/lib/contentEditorConfig';
import { collectionRules, describeField } from '@/lib/contentFieldRules';
import { trendSchema, trendTranslationSchema, tutorialSchema, tutorialTranslationSchema } from '@/lib/contentSchemas';
import { hashtagPattern, isHashtag } from '@/lib/hashtagText';
import { RECORD_FIELDS } from '@/lib/translationRecords';

const HASHTAG_PATTERN = hashtagPattern();

/** Stands in for Astro's image(): a file beside the entry, as ./name.jpg (never empty). */
const localFile = z.string().regex(/^\.\//);

const SCHEMAS = { tutorials: tutorialSchema(localFile), trends: trendSchema(localFile) };
type CollectionName = keyof typeof SCHEMAS;
const TRANSLATION_SCHEMAS = {
  tutorials: tutorialTranslationSchema(localFile),
  trends: trendTranslationSchema(localFile),
};
/** The frontmatter prose an author writes in each language. */
const TRANSLATED_FIELDS = {
  tutorials: ['title', 'description', 'imageAlt'],
  trends: ['title', 'description', 'growthRate', 'insights', 'dateSpotted', 'imageAlt'],
};
const COLLECTIONS = Object.keys(SCHEMAS) as CollectionName[];
/** A translation's record of what it translates (src/lib/translationRecords.ts). */
const RECORD_NAMES: string[] = Object.values(RECORD_FIELDS);

/** One editor field, read as plain data (the editor's Field type is a union of every widget). */
type EditorField = Record<string, unknown> & { name: string; widget: string; required?: boolean | string[] };

/** Whether the editor asks for the field in `language`: everywhere (true), nowhere, or in the languages listed. */
const requiredIn = (field: EditorField, language: string) =>
  Array.isArray(field.required) ? field.required.includes(language) : field.required !== false;

const editorFields = (collection: CollectionName) => collectionFields(collection) as unknown as EditorField[];
const schemaFields = (collection: CollectionName) => SCHEMAS[collection].shape as Record<string, z.ZodType>;

function fieldOf(collection: CollectionName, name: string): EditorField {
  const field = editorFields(collection).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${collection} has no editor field ${name}`);
  return field;
}

/** An editor pattern ['/source/flags', message] as Sveltia CMS reads it (its own parsing, flags g and y dropped). */
function editorPattern(field: EditorField): RegExp {
  const pattern = field.pattern as [string, string] | undefined;
  if (!pattern) throw new Error(`${field.name} has no pattern`);
  const { source, flags } = /^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(pattern[0])!.groups!;
  return new RegExp(source, flags?.replace(/[gy]/g, ''));
}

const SETTINGS: ContentEditorSettings = {
  repo: 'owner/site',
  branch: 'main',
  authUrl: null,
  site: 'https://example.com',
  base: '/creator-hub/',
};

describe('the editor fields of each collection', () => {
  it.each(COLLECTIONS)(
    "%s: one field per schema field, in the schema order, then the body, then a translation's record",
    (collection) => {
      const names = editorFields(collection).map((field) => field.name);
      expect(names).toEqual([...Object.keys(schemaFields(collection)), 'body', ...RECORD_NAMES]);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it.each(COLLECTIONS)("%s: keeps a translation's record in each language, never shown", (collection) => {
    for (const name of RECORD_NAMES) expect(fieldOf(collection, name)).toMatchObject({ widget: 'hidden', i18n: true });
  });

  it.each(COLLECTIONS)('%s: a field is required in English exactly when the schema refuses it empty', (collection) => {
    for (const [name, schema] of Object.entries(schemaFields(collection))) {
      // Left out, or written empty as a form would: what the schema accepts, the editor must not require.
      const acceptsEmpty = [undefined, '', []].some((value) => schema.safeParse(value).success);
      expect(requiredIn(fieldOf(collection, name), 'en'), `${collection}.${name}`).toBe(!acceptsEmpty);
    }
  });

  it.each(COLLECTIONS)(
    '%s: a translation writes its prose, required exactly when the translation schema refuses it empty',
    (collection) => {
      const translated = Object.entries(TRANSLATION_SCHEMAS[collection].shape as Record<string, z.ZodType>).filter(
        ([name]) => fieldOf(collection, name).i18n === true && !RECORD_NAMES.includes(name),
      );
      expect(translated.map(([name]) => name)).toEqual(TRANSLATED_FIELDS[collection]);
      for (const [name, schema] of translated) {
        const acceptsEmpty = [undefined, ''].some((value) => schema.safeParse(value).success);
        expect(requiredIn(fieldOf(collection, name), 'es'), `${collection}.${name}`).toBe(!acceptsEmpty);
      }
      // The body too: a translated tutorial without one would be an empty page.
      expect(fieldOf(collection, 'body').i18n).toBe(true);
      expect(requiredIn(fieldOf(collection, 'body'), 'es')).toBe(collection === 'tutorials');
    },
  );

  it('shares every field that is not prose: a translation takes it from the English entry', () => {
    const shared = (collection: CollectionName) =>
      editorFields(collection)
        .filter((field) => field.i18n === false)
        .map((field) => field.name);
    expect(shared('tutorials')).toEqual(['image', 'category', 'readTime', 'date', 'featured', 'draft']);
    expect(shared('trends')).toEqual([
      'category',
      'hashtags',
      'featuredVideo',
      'exampleVideos',
      'image',
      'featured',
      'date',
      'draft',
    ]);
  });

  it('marks the optional and defaulted fields optional, and the others required', () => {
    const optional = (collection: CollectionName) =>
      editorFields(collection)
        .filter((field) => field.required === false)
        .map((field) => field.name);
    expect(optional('tutorials')).toEqual(['image', 'imageAlt', 'featured', 'draft']);
    expect(optional('trends')).toEqual(['imageAlt', 'featured', 'date', 'draft', 'body']);
  });

  it('offers the categories of the schema, in its order', () => {
    const { tutorials, trends } = SCHEMAS;
    expect(fieldOf('tutorials', 'category')).toMatchObject({ widget: 'select', required: true });
    expect(fieldOf('tutorials', 'category').options).toEqual([...TUTORIAL_CATEGORIES]);
    expect(fieldOf('tutorials', 'category').options).toEqual(tutorials.shape.category.options);
    expect(fieldOf('trends', 'category')).toMatchObject({ widget: 'select', required: true });
    expect(fieldOf('trends', 'category').options).toEqual([...TREND_CATEGORIES]);
    expect(fieldOf('trends', 'category').options).toEqual(trends.shape.category.options);
  });

  it('asks for the reading time in whole minutes, at least one', () => {
    expect(fieldOf('tutorials', 'readTime')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: true,
    });
    // The schema draws the same line.
    const readTime = SCHEMAS.tutorials.shape.readTime;
    expect([1, 12].map((value) => readTime.safeParse(value).success)).toEqual([true, true]);
    expect([0, -1, 2.5].map((value) => readTime.safeParse(value).success)).toEqual([false, false, false]);
  });

  it.each(COLLECTIONS)('%s: switches are off unless turned on, as the schema defaults them', (collection) => {
    for (const name of ['featured', 'draft']) {
      expect(fieldOf(collection, name)).toMatchObject({ widget: 'boolean', default: false, required: false });
      expect(schemaFields(collection)[name].parse(undefined)).toBe(false);
    }
  });

  it.each(COLLECTIONS)('%s: dates are calendar days, written YYYY-MM-DD', (collection) => {
    const date = fieldOf(collection, 'date');
    expect(date).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    // What the editor writes is what the schema reads as that day.
    expect(schemaFields(collection).date.parse('2024-05-01')).toEqual(new Date('2024-05-01T00:00:00Z'));
  });

  it.each(COLLECTIONS)('%s: the cover is a picture', (collection) => {
    expect(fieldOf(collection, 'image').widget).toBe('image');
  });

  it('asks for exactly three example videos and at least one hashtag, each checked by a pattern', () => {
    const exampleVideos = fieldOf('trends', 'exampleVideos');
    expect(exampleVideos).toMatchObject({ widget: 'list', min: 3, max: 3, required: true });
    expect(exampleVideos.field).toMatchObject({ widget: 'string' });
    const hashtags = fieldOf('trends', 'hashtags');
    expect(hashtags).toMatchObject({ widget: 'list', min: 1, required: true });
    expect(hashtags.max).toBeUndefined();
    expect(hashtags.field).toMatchObject({ widget: 'string', pattern: [expect.any(String), expect.any(String)] });
  });

  it('writes the multi-line fields as text boxes and the body as markdown', () => {
    expect(fieldOf('tutorials', 'description').widget).toBe('text');
    expect(fieldOf('trends', 'insights').widget).toBe('text');
    expect(fieldOf('tutorials', 'title').widget).toBe('string');
    for (const collection of COLLECTIONS) expect(fieldOf(collection, 'body').widget).toBe('markdown');
    expect(fieldOf('tutorials', 'body').required).toBe(true);
  });
});

describe('the editor and the schema judge values alike', () => {
  const hashtagItem = () => fieldOf('trends', 'hashtags').field as EditorField;
  const schemaTakesHashtag = (tag: string) => SCHEMAS.trends.shape.hashtags.safeParse([tag]).success;

  it.each(['#fyp', '#料理', '#CrèmeBrûlée', '#snake_case', '#рецепты'])('both accept the hashtag %j', (tag) => {
    expect(editorPattern(hashtagItem()).test(tag)).toBe(true);
    expect(schemaTakesHashtag(tag)).toBe(true);
  });

  it.each(['#two words', '#fyp!', 'fyp', '#', '#🔥'])('both refuse the hashtag %j', (tag) => {
    expect(editorPattern(hashtagItem()).test(tag)).toBe(false);
    expect(schemaTakesHashtag(tag)).toBe(false);
  });

  it('never blocks a hashtag the rule accepts', () => {
    const pattern = editorPattern(hashtagItem());
    const samples = [
      '#fyp',
      '#SkincareRoutine',
      '#snake_case',
      '#_',
      '#2024',
      '#料理',
      '#レシピ',
      '#рецепты',
      '#طبخ',
      '#crème',
      '#CrèmeBrûlée',
      '#İstanbul',
      '#ǅemal',
      '#खाना',
      '#मसालेदार',
      '#ไทย',
      '#한국어',
      '#١٢٣',
      '#二〇二四年',
      '#Ⅻ',
      '#＿x',
      '#می\u200Cخواهم',
      '#क्\u200Dष',
      // Outside the Basic Multilingual Plane, which the exhaustive check below does not reach.
      '#𠮷野家',
      '#𝒜𝒷𝒸',
      '#𑀅𑀓',
    ];
    const valid = samples.filter(isHashtag);
    // The samples are hashtags by the rule, so the check below is not vacuous.
    expect(valid.length).toBeGreaterThanOrEqual(samples.length - 1);
    expect(valid.filter((tag) => !pattern.test(tag))).toEqual([]);
  });

  it("checks hashtags with HASHTAG_PATTERN itself (held to the rule on every character in hashtagText's tests)", () => {
    expect(editorPattern(hashtagItem()).source).toBe(HASHTAG_PATTERN.source);
    expect(editorPattern(hashtagItem()).flags).toBe(HASHTAG_PATTERN.flags.replace(/[gy]/g, ''));
  });

  it('refuses with the message of the schema, said once', () => {
    const [, message] = hashtagItem().pattern as [string, string];
    expect(message).toMatch(/^Must be # followed by one word/);
  });

  const urlFields = {
    featuredVideo: {
      editor: () => fieldOf('trends', 'featuredVideo'),
      schema: (value: string) => SCHEMAS.trends.shape.featuredVideo.safeParse(value).success,
    },
    exampleVideos: {
      editor: () => fieldOf('trends', 'exampleVideos').field as EditorField,
      schema: (value: string) => SCHEMAS.trends.shape.exampleVideos.safeParse([value, value, value]).success,
    },
  };

  it.each(Object.keys(urlFields) as (keyof typeof urlFields)[])('%s: both take a web address only', (name) => {
    const { editor, schema } = urlFields[name];
    const pattern = editorPattern(editor());
    for (const value of ['https://www.tiktok.com/@a/video/1', 'https://example.com/v']) {
      expect(pattern.test(value), value).toBe(true);
      expect(schema(value), value).toBe(true);
    }
    for (const value of ['tiktok.com/video', 'not a url']) {
      expect(pattern.test(value), value).toBe(false);
      expect(schema(value), value).toBe(false);
    }
  });
});

describe('describeField', () => {
  it.each([
    ['an object', z.object({ a: z.string() })],
    ['a number that may have decimals', z.number()],
    ['a union other than a cover', z.union([z.string(), z.string().min(3)])],
    ['a default on a string', z.string().default('x')],
    ['a choice between numbers', z.enum({ one: 1, two: 2 })],
  ])('refuses %s, naming the field', (_kind, schema) => {
    expect(() => describeField(schema, 'mystery')).toThrow(/^mystery: /);
  });

  it('names the kind of schema it has no field for', () => {
    expect(() => describeField(z.string().nullable(), 'note')).toThrow(
      'note: the content editor has no field for a zod nullable',
    );
  });

  it('names the list a refused item belongs to', () => {
    expect(() => describeField(z.array(z.number()), 'scores')).toThrow(/^scores\[\]: /);
  });

  it('reads optional text, switches, lists and whole numbers', () => {
    expect(describeField(z.string().min(1), 'title')).toEqual({ kind: 'text', required: true });
    expect(describeField(z.string(), 'note')).toEqual({ kind: 'text', required: false });
    expect(describeField(z.string().min(1).optional(), 'alt')).toMatchObject({ kind: 'text', required: false });
    expect(describeField(z.exactOptional(z.string().min(1)), 'alt')).toEqual({ kind: 'text', required: false });
    expect(describeField(z.enum(['a', 'b']).optional(), 'pick')).toEqual({
      kind: 'choice',
      required: false,
      options: ['a', 'b'],
    });
    expect(describeField(z.coerce.date(), 'day')).toEqual({ kind: 'day', required: true });
    expect(describeField(z.boolean().default(true), 'on')).toEqual({ kind: 'switch', required: false, default: true });
    expect(describeField(z.array(z.string()).length(3), 'three')).toMatchObject({ kind: 'list', min: 3, max: 3 });
    expect(describeField(z.array(z.string()).max(2), 'few')).toMatchObject({ kind: 'list', required: false, max: 2 });
    expect(describeField(z.number().int().positive(), 'count')).toMatchObject({ kind: 'whole number', min: 1 });
    expect(describeField(z.number().int().nonnegative(), 'count')).toMatchObject({ kind: 'whole number', min: 0 });
    expect(describeField(z.number().int().min(5), 'count')).toMatchObject({ kind: 'whole number', min: 5 });
    expect(describeField(z.number().int(), 'count')).toMatchObject({ kind: 'whole number', min: undefined });
  });

  it('takes a pattern and its message from the JSON Schema, and an http(s) or https-only pattern from a URL', () => {
    const letters = z.string().regex(/^[a-z]+$/);
    const text = describeField(letters.meta({ errorMessage: 'must be lower-case letters' }), 'slug');
    expect(text).toEqual({
      kind: 'text',
      required: true,
      pattern: { regex: /^[a-z]+$/u, message: 'Must be lower-case letters' },
    });
    expect(describeField(z.string().regex(/^\d+$/), 'digits')).toMatchObject({
      pattern: { message: 'Must be in the expected form' },
    });
    const any = describeField(z.url(), 'link');
    const https = describeField(z.url({ protocol: /^https$/ }), 'link');
    if (any.kind !== 'text' || https.kind !== 'text') throw new Error('a URL is text');
    expect(any.pattern!.regex.test('http://example.com/a')).toBe(true);
    expect(https.pattern!.regex.test('http://example.com/a')).toBe(false);
    expect(https.pattern!.regex.test('https://example.com/a')).toBe(true);
  });
});

describe('collectionRules', () => {
  const webAddress = {
    regex: /^https?:\/\/[^\s/]+\.[^\s]+$/,
    message: 'Must be a full web address starting with https://',
  };
  const prose = { kind: 'text', required: true };
  const switchOff = { kind: 'switch', required: false, default: false };

  it('reads every field of a tutorial', () => {
    expect(collectionRules('tutorials')).toEqual({
      title: prose,
      description: prose,
      image: { kind: 'picture', required: false },
      imageAlt: { kind: 'text', required: false },
      category: { kind: 'choice', required: true, options: [...TUTORIAL_CATEGORIES] },
      readTime: { kind: 'whole number', required: true, min: 1 },
      date: { kind: 'day', required: true },
      featured: switchOff,
      draft: switchOff,
    });
  });

  it('reads every field of a trend', () => {
    expect(collectionRules('trends')).toEqual({
      title: prose,
      description: prose,
      category: { kind: 'choice', required: true, options: [...TREND_CATEGORIES] },
      growthRate: prose,
      hashtags: {
        kind: 'list',
        required: true,
        item: {
          kind: 'text',
          required: true,
          pattern: {
            regex: HASHTAG_PATTERN,
            message: expect.stringMatching(/^Must be # followed by one word/) as string,
          },
        },
        min: 1,
      },
      featuredVideo: { kind: 'text', required: true, pattern: webAddress },
      exampleVideos: {
        kind: 'list',
        required: true,
        item: { kind: 'text', required: true, pattern: webAddress },
        min: 3,
        max: 3,
      },
      insights: prose,
      dateSpotted: prose,
      image: { kind: 'picture', required: true },
      imageAlt: { kind: 'text', required: false },
      featured: switchOff,
      date: { kind: 'day', required: false },
      draft: switchOff,
    });
  });
});

describe('collectionFields when the texts and the schema disagree', () => {
  afterEach(() => {
    vi.doUnmock('@/data/contentEditor');
    vi.resetModules();
  });

  it('stops, naming the unlabelled field and the label of no field', async () => {
    vi.resetModules();
    vi.doMock('@/data/contentEditor', async (importOriginal) => {
      const original = await importOriginal<typeof import('@/data/contentEditor')>();
      const { readTime: _readTime, ...fields } = original.EDITOR_COLLECTIONS.tutorials.fields;
      return {
        ...original,
        EDITOR_COLLECTIONS: {
          ...original.EDITOR_COLLECTIONS,
          tutorials: { ...original.EDITOR_COLLECTIONS.tutorials, fields: { ...fields, subtitle: { label: 'S' } } },
        },
      };
    });
    const { collectionFields: fieldsWithMock } = await import('@/lib/contentEditorConfig');
    expect(() => fieldsWithMock('tutorials')).toThrow(/no label for readTime.*no schema field subtitle/);
    expect(() => fieldsWithMock('trends')).not.toThrow();
  });
});

describe('contentEditorConfig', () => {
  const config = () =>
    contentEditorConfig(SETTINGS) as unknown as Record<string, unknown> & {
      backend: Record<string, unknown>;
      collections: Record<string, unknown>[];
    };

  it('commits to the GitHub repository and branch, through a relay only when one is given', () => {
    expect(config().backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(config().backend).not.toHaveProperty('base_url');
    // Without a relay, "Sign In with GitHub" would go to Netlify's: only the token sign-in is offered.
    expect(config().backend.auth_methods).toEqual(['token']);
    const relayed = contentEditorConfig({ ...SETTINGS, authUrl: 'https://auth.example.com' });
    expect(relayed.backend).toMatchObject({ base_url: 'https://auth.example.com', auth_methods: ['oauth', 'token'] });
  });

  it('serves the asset library and previews under the base path', () => {
    expect(config()).toMatchObject({
      media_folder: 'public/uploads',
      public_folder: '/creator-hub/uploads',
      site_url: 'https://example.com/creator-hub/',
      output: { omit_empty_optional_fields: true },
    });
  });

  it('edits the markdown files of each collection, with pictures beside the entry', () => {
    const { collections } = config();
    expect(collections.map((collection) => collection.name)).toEqual(['tutorials', 'trends']);
    for (const collection of collections)
      expect(collection).toMatchObject({
        folder: `src/content/${collection.name as string}`,
        extension: 'md',
        media_folder: '',
        public_folder: './',
      });
  });

  describe("against Sveltia CMS's JSON schema", () => {
    const jsonSchema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')) as Record<
      string,
      unknown
    > & { definitions: Record<string, { properties: Record<string, unknown> }> };
    const ajv = new Ajv({ strict: false, allErrors: true });
    // The schema names the formats "regex" and "uri", which Ajv checks only with ajv-formats.
    addFormats(ajv);
    const validate = ajv.compile(jsonSchema);
    const problems = () => ajv.errorsText(validate.errors, { separator: '\n' });

    it('is a draft-07 schema, which the default Ajv class reads', () => {
      expect(jsonSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    });

    it.each([
      ['without a relay', SETTINGS],
      ['with a relay, at the domain root', { ...SETTINGS, authUrl: 'https://auth.example.com', base: '/' }],
    ])('accepts the configuration %s', (_case, settings) => {
      const valid = validate(JSON.parse(JSON.stringify(contentEditorConfig(settings))));
      expect(valid, problems()).toBe(true);
    });

    it.each([
      [
        'a select with no options',
        (fields: EditorField[]) => delete fields.find((f) => f.widget === 'select')!.options,
      ],
      [
        'a number of value type "integer"',
        (fields: EditorField[]) => {
          fields.find((field) => field.widget === 'number')!.value_type = 'integer';
        },
      ],
      [
        'a list minimum as text',
        (fields: EditorField[]) => {
          fields.find((field) => field.widget === 'list')!.min = '1';
        },
      ],
    ])('refuses a configuration with %s', (_case, spoil) => {
      const broken = JSON.parse(JSON.stringify(contentEditorConfig(SETTINGS))) as {
        collections: { fields: EditorField[] }[];
      };
      spoil(broken.collections.flatMap((collection) => collection.fields));
      expect(validate(broken)).toBe(false);
    });

    // The schema takes any widget name it does not know as a custom widget, so a typo passes it:
    // the names are held against its list of built-in widgets instead.
    const builtIn = (jsonSchema.definitions.CustomField.properties.widget as { not: { enum: string[] } }).not.enum;

    it('reads an unknown widget name as a custom widget, so its list of built-in widgets is checked too', () => {
      const broken = JSON.parse(JSON.stringify(contentEditorConfig(SETTINGS))) as {
        collections: { fields: EditorField[] }[];
      };
      broken.collections[0].fields[0].widget = 'stringg';
      expect(validate(broken), problems()).toBe(true);
      expect(builtIn).toContain('string');
      expect(builtIn).not.toContain('stringg');
    });

    it('uses built-in widgets only', () => {
      const widgets = config()
        .collections.flatMap((collection) =>
          (collection.fields as EditorField[]).flatMap((field) => [
            field,
            ...(field.field ? [field.field as EditorField] : []),
          ]),
        )
        .map((field) => field.widget);
      expect(widgets.filter((widget) => !builtIn.includes(widget))).toEqual([]);
    });
  });
});
