/**
 * The content editor's configuration (Sveltia CMS), made from the content schemas so the frontmatter
 * rules are written once: each schema field becomes an editor field whose widget, required flag,
 * choices, ranges and patterns are read from the zod schema, with its label and hint from
 * src/data/contentEditor.ts. A schema field the editor cannot show, or with no label, stops the build.
 * What a form cannot check (a local cover needs its description) is still checked by the build.
 *
 * Each entry shows its translations beside it (one tab per language): an English entry is a file in the
 * collection's folder, its translation a file of the same name in the language's folder
 * (src/content/tutorials/es/<id>.md), the files the build reads. Prose is written per language; every
 * other field is the English entry's, written once.
 */
import type { CmsConfig, EntryCollection, Field } from '@sveltia/cms';
import {
  CONTENT_EDITOR_PATH,
  EDITOR_COLLECTIONS,
  type EditorCollectionName,
  type EditorCollectionText,
  type EditorFieldText,
} from '../data/contentEditor';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../data/languages';
import { collectionRules, type FieldRule } from './contentFieldRules';
import { REQUIRED_TRANSLATION_FIELDS } from './contentSchemas';
import { RECORD_FIELDS } from './translationRecords';

/** A pattern as the editor takes it: /source/flags in a string, so a Unicode pattern keeps its u flag. */
const patternOption = ({ regex, message }: { regex: RegExp; message: string }): [string, string] => [
  `/${regex.source}/${regex.flags.replace(/[gy]/g, '')}`,
  message,
];

/**
 * Prose is translated (free text: titles, descriptions, insights, alt text); choices, numbers, dates,
 * switches, pictures, addresses and hashtags are the English entry's, as the build merges them.
 */
const isTranslated = (rule: FieldRule) => rule.kind === 'text' && !rule.pattern;

/**
 * Where a field must be filled in: a required field in every language when a translation must write it
 * (the build refuses a translation without it), else in English only.
 */
function requiredIn(rule: FieldRule, requiredInTranslations: boolean): boolean | string[] {
  if (!rule.required || !isTranslated(rule) || requiredInTranslations) return rule.required;
  return [DEFAULT_LANGUAGE];
}

/** The editor field for one rule; `translationRequired`: a translation must fill it in too. */
function editorField(name: string, rule: FieldRule, text: EditorFieldText, translationRequired = false): Field {
  const common = {
    name,
    label: text.label,
    ...(text.hint ? { hint: text.hint } : {}),
    required: requiredIn(rule, translationRequired),
    i18n: isTranslated(rule),
  };
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
        i18n: _i18n,
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

/** The markdown body under the frontmatter, written in each language (a tutorial's in every one). */
const bodyField = (text: EditorFieldText, required: boolean): Field => ({
  name: 'body',
  label: text.label,
  ...(text.hint ? { hint: text.hint } : {}),
  widget: 'markdown',
  required,
  i18n: true,
});

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
    ...Object.entries(rules).map(([name, rule]) =>
      editorField(
        name,
        rule,
        texts[name],
        (REQUIRED_TRANSLATION_FIELDS[collection] as readonly string[]).includes(name),
      ),
    ),
    bodyField(texts.body, collection === 'tutorials'),
    ...recordFields,
  ];
}

/**
 * A translation's record of what it translates (src/lib/translationRecords.ts): kept in each language's
 * file, never shown; the editor writes it when a translation is saved (contentEditorTranslationHook).
 */
const recordFields: Field[] = Object.values(RECORD_FIELDS).map((name) => ({
  name,
  label: name,
  widget: 'hidden',
  i18n: true,
}));

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

/** The editor's page of every translation's status, in its folder. */
export const TRANSLATION_STATUS_PAGE = 'translations/';

function entryCollection(name: EditorCollectionName, settings: ContentEditorSettings): EntryCollection {
  const text: EditorCollectionText = EDITOR_COLLECTIONS[name];
  return {
    name,
    label: text.label,
    label_singular: text.singular,
    // Which translations are behind or missing, on the editor's own status page.
    description: `${text.description} [Translation status](${contentEditorFolder(settings.base)}${TRANSLATION_STATUS_PAGE})`,
    folder: `src/content/${name}`,
    // Markdown only: MDX tutorials stay files to edit by hand.
    extension: 'md',
    i18n: true,
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
    i18n: {
      // English at the collection's root, each other language in its own folder under it.
      structure: 'multiple_folders',
      locales: [...LANGUAGE_CODES],
      default_locale: DEFAULT_LANGUAGE,
      omit_default_locale_from_file_path: true,
      // A new entry starts in English only; its author adds a translation when there is one.
      initial_locales: 'default',
    },
    collections: (Object.keys(EDITOR_COLLECTIONS) as EditorCollectionName[]).map((name) =>
      entryCollection(name, settings),
    ),
  };
}

/** The editor's folder under `base`. */
export const contentEditorFolder = (base: string) => `${base}${CONTENT_EDITOR_PATH.slice(1)}`;
