/**
 * The content editor's configuration (Sveltia CMS), made from the content schemas so the frontmatter
 * rules are written once: each schema field becomes an editor field whose widget, required flag,
 * choices, ranges and patterns are read from the zod schema, with its label and hint from
 * src/data/contentEditor.ts. A schema field the editor cannot show, or with no label, stops the build.
 * What a form cannot check (a local cover needs its description) is still checked by the build.
 */
import type { CmsConfig, EntryCollection, Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import {
  CONTENT_EDITOR_PATH,
  EDITOR_COLLECTIONS,
  type EditorCollectionName,
  type EditorCollectionText,
  type EditorFieldText,
} from '../data/contentEditor';
import { trendSchema, tutorialSchema } from './contentSchemas';

/** What a schema says of one frontmatter field, in the terms of a form. */
export type FieldRule =
  | { kind: 'text'; required: boolean; pattern?: { regex: RegExp; message: string } }
  | { kind: 'choice'; required: boolean; options: readonly string[] }
  | { kind: 'whole number'; required: boolean; min?: number }
  | { kind: 'switch'; required: false; default: boolean }
  | { kind: 'day'; required: boolean }
  | { kind: 'picture'; required: boolean }
  | { kind: 'list'; required: boolean; item: FieldRule; min?: number; max?: number };

/** Stands in for Astro's image() when the schemas are read here: the file beside the entry. */
const LOCAL_FILE = z.custom<never>(() => false);

/** The schema of each collection, as the editor reads it. */
const COLLECTION_SCHEMAS = {
  tutorials: tutorialSchema(LOCAL_FILE),
  trends: trendSchema(LOCAL_FILE),
} satisfies Record<EditorCollectionName, z.ZodObject>;

/** An http(s) address: what a URL field of the schemas is given in practice (https only for covers). */
const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;
const WEB_ADDRESS_MESSAGE = 'Must be a full web address starting with https://';

type Check = { _zod: { def: Record<string, unknown> } };
const checksOf = (schema: z.ZodType): Check['_zod']['def'][] =>
  ((schema.def as { checks?: Check[] }).checks ?? []).map((check) => check._zod.def);
const checkValue = (schema: z.ZodType, check: string, key: string): number | undefined =>
  checksOf(schema).find((def) => def.check === check)?.[key] as number | undefined;

class UnsupportedField extends Error {}

/** The rule of one field's schema. `field` names it in errors. */
export function describeField(schema: z.ZodType, field: string, required = true): FieldRule {
  const def = schema.def as z.ZodType['def'] & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
      return describeField(def.innerType as z.ZodType, field, false);
    case 'default': {
      const inner = describeField(def.innerType as z.ZodType, field, false);
      if (inner.kind !== 'switch') throw new UnsupportedField(`${field}: a default is only supported on a boolean`);
      return { ...inner, default: def.defaultValue as boolean };
    }
    case 'boolean':
      return { kind: 'switch', required: false, default: false };
    case 'enum':
      return { kind: 'choice', required, options: Object.values(def.entries as Record<string, string>) };
    case 'date':
      return { kind: 'day', required };
    case 'number': {
      if (checkValue(schema, 'number_format', 'format') === undefined)
        throw new UnsupportedField(`${field}: only whole numbers (.int()) are supported`);
      const above = checkValue(schema, 'greater_than', 'value');
      const inclusive = checksOf(schema).find((check) => check.check === 'greater_than')?.inclusive;
      return { kind: 'whole number', required, min: above === undefined ? undefined : inclusive ? above : above + 1 };
    }
    case 'string': {
      if (def.format === 'url') return { kind: 'text', required, pattern: urlPattern(def.protocol as RegExp) };
      const regex = checksOf(schema).find((check) => check.format === 'regex');
      if (!regex) return { kind: 'text', required: required && (checkValue(schema, 'min_length', 'minimum') ?? 0) > 0 };
      // The schema's own message ('must be # followed by…'), as a sentence.
      const message = (regex.error as (() => string) | undefined)?.() ?? 'must be in the expected form';
      const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
      return { kind: 'text', required, pattern: { regex: regex.pattern as RegExp, message: sentence } };
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      if (options.includes(LOCAL_FILE)) return { kind: 'picture', required };
      throw new UnsupportedField(`${field}: a union is only supported for a cover (a URL or a local file)`);
    }
    case 'array': {
      const item = describeField(def.element as z.ZodType, `${field}[]`);
      const exact = checkValue(schema, 'length_equals', 'length');
      const min = exact ?? checkValue(schema, 'min_length', 'minimum');
      const max = exact ?? checkValue(schema, 'max_length', 'maximum');
      return { kind: 'list', required: required && (min ?? 0) > 0, item, min, max };
    }
    default:
      throw new UnsupportedField(`${field}: the content editor has no field for a zod ${def.type}`);
  }
}

function urlPattern(protocol: RegExp | undefined): { regex: RegExp; message: string } {
  if (!protocol || protocol.test('http')) return { regex: WEB_ADDRESS, message: WEB_ADDRESS_MESSAGE };
  return { regex: new RegExp(WEB_ADDRESS.source.replace('https?', 'https')), message: WEB_ADDRESS_MESSAGE };
}

/** A pattern as the editor takes it: /source/flags in a string, so a Unicode pattern keeps its u flag. */
const patternOption = ({ regex, message }: { regex: RegExp; message: string }): [string, string] => [
  `/${regex.source}/${regex.flags.replace(/[gy]/g, '')}`,
  message,
];

/** The editor field for one rule. */
function editorField(name: string, rule: FieldRule, text: EditorFieldText): Field {
  const common = { name, label: text.label, ...(text.hint ? { hint: text.hint } : {}), required: rule.required };
  switch (rule.kind) {
    case 'text':
      return {
        ...common,
        widget: text.multiline ? 'text' : 'string',
        ...(rule.pattern ? { pattern: patternOption(rule.pattern) } : {}),
      };
    case 'choice':
      return { ...common, widget: 'select', options: [...rule.options] };
    case 'whole number':
      return { ...common, widget: 'number', value_type: 'int', ...(rule.min === undefined ? {} : { min: rule.min }) };
    case 'switch':
      return { ...common, widget: 'boolean', default: rule.default };
    case 'day':
      // A calendar day as the schemas read it (YYYY-MM-DD, UTC midnight), with no time or zone.
      return { ...common, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
    case 'picture':
      // Uploaded into the entry's folder and written as ./name.jpg (the collection's media folders).
      return { ...common, widget: 'image', choose_url: true };
    case 'list': {
      const item = editorField(name, rule.item, { label: text.label });
      const {
        name: _name,
        label: _label,
        required: _required,
        ...itemOptions
      } = item as Field & Record<string, unknown>;
      return {
        ...common,
        widget: 'list',
        field: { name: 'item', label: text.label, ...itemOptions } as Field,
        ...(rule.min === undefined ? {} : { min: rule.min }),
        ...(rule.max === undefined ? {} : { max: rule.max }),
      } as Field;
    }
  }
}

/** The markdown body under the frontmatter. */
const bodyField = (text: EditorFieldText, required: boolean): Field => ({
  name: 'body',
  label: text.label,
  ...(text.hint ? { hint: text.hint } : {}),
  widget: 'markdown',
  required,
});

/** Each frontmatter field's rule, by name, for one collection. */
function collectionRules(collection: EditorCollectionName): Record<string, FieldRule> {
  const shape = COLLECTION_SCHEMAS[collection].shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, describeField(schema, name)]));
}

/**
 * The editor's fields for one collection, in the schema's order, then the body. Fails, naming the
 * fields, when the texts and the schema do not list the same fields.
 */
export function collectionFields(collection: EditorCollectionName): Field[] {
  const rules = collectionRules(collection);
  const texts: Record<string, EditorFieldText> = EDITOR_COLLECTIONS[collection].fields;
  const unlabelled = Object.keys(rules).filter((name) => !(name in texts));
  const unknown = Object.keys(texts).filter((name) => name !== 'body' && !(name in rules));
  if (unlabelled.length || unknown.length || !texts.body)
    throw new Error(
      `src/data/contentEditor.ts: ${collection} must label every field of its schema and the body` +
        (unlabelled.length ? `; no label for ${unlabelled.join(', ')}` : '') +
        (unknown.length ? `; no schema field ${unknown.join(', ')}` : '') +
        (texts.body ? '' : '; no label for body'),
    );
  return [
    ...Object.entries(rules).map(([name, rule]) => editorField(name, rule, texts[name])),
    bodyField(texts.body, collection === 'tutorials'),
  ];
}

/** Where the editor commits, and how it signs in to GitHub. */
export interface ContentEditorSettings {
  /** owner/name of the GitHub repository. */
  repo: string;
  branch: string;
  /** Origin of an OAuth relay for "Sign in with GitHub" (the token sign-in needs none), or null. */
  authUrl: string | null;
  /** The site's origin, without a trailing slash. */
  site: string;
  /** The site's base path, with both slashes. */
  base: string;
}

function entryCollection(name: EditorCollectionName): EntryCollection {
  const text: EditorCollectionText = EDITOR_COLLECTIONS[name];
  return {
    name,
    label: text.label,
    label_singular: text.singular,
    description: text.description,
    folder: `src/content/${name}`,
    // Markdown only: MDX tutorials stay files to edit by hand.
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['title', 'date'],
    view_filters: [
      { label: 'Drafts', field: 'draft', pattern: true },
      { label: 'Published or scheduled', field: 'draft', pattern: false },
    ],
    // Pictures go beside the entry and are written as ./name.jpg, the path the schemas resolve.
    media_folder: '',
    public_folder: './',
    preview_path: text.pagePath,
    fields: collectionFields(name),
  };
}

/** The whole configuration the editor loads (config.json beside its page). */
export function contentEditorConfig(settings: ContentEditorSettings): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      // "Sign In with GitHub" needs an OAuth relay (without one it would ask Netlify's); a token needs none.
      ...(settings.authUrl
        ? { base_url: settings.authUrl, auth_methods: ['oauth', 'token'] }
        : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}”',
        update: 'Update {{collection}} “{{slug}}”',
        delete: 'Delete {{collection}} “{{slug}}”',
        uploadMedia: 'Upload “{{path}}”',
        deleteMedia: 'Delete “{{path}}”',
      },
    },
    // An optional field left empty is left out, not written as '' (which the schemas reject).
    output: { omit_empty_optional_fields: true },
    media_libraries: {
      // "My Photo (1).JPG" is saved as my-photo-1.jpg: a plain file name in the entry's folder.
      default: { config: { slugify_filename: true } },
      // Stock photo search asks third-party hosts the editor's policy does not allow.
      stock_assets: false,
    },
    // Pictures outside any entry (the asset library): served from public/ as they are.
    media_folder: 'public/uploads',
    public_folder: `${settings.base}uploads`,
    site_url: `${settings.site}${settings.base}`,
    display_url: `${settings.site}${settings.base}`,
    logo: { src: `${settings.base}favicon.svg` },
    collections: (Object.keys(EDITOR_COLLECTIONS) as EditorCollectionName[]).map(entryCollection),
  };
}

/** The editor's folder under `base`. */
export const contentEditorFolder = (base: string) => `${base}${CONTENT_EDITOR_PATH.slice(1)}`;
