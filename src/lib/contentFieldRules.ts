/**
 * What the content schemas say of each frontmatter field, in the terms of a form (text, choice, whole
 * number, switch, day, picture, list; required or not; its limits and pattern): read from the zod schemas,
 * so the content editor (src/lib/contentEditorConfig.ts) asks for what the build accepts. A schema field
 * no form can show stops the build, naming the field.
 */
import { z } from 'astro/zod';
import type { EditorCollectionName } from '../data/contentEditor';
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

/** What JSON Schema says of a field (zod's public conversion): the limits a form checks as the author types. */
interface JsonLimits {
  type?: string;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  /** The schema's own words for a value that does not match its pattern (set with .meta()). */
  errorMessage?: string;
}

const limitsOf = (schema: z.core.$ZodType): JsonLimits =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonLimits;

class UnsupportedField extends Error {}

/**
 * The rule of one field's schema. `field` names it in errors. Read through zod's public API only (its
 * classes, unwrap(), parsing and JSON Schema), not its internal definitions, which change between versions.
 */
export function describeField(schema: z.core.$ZodType, field: string, required = true): FieldRule {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodExactOptional)
    return describeField(schema.unwrap(), field, false);
  if (schema instanceof z.ZodDefault) {
    const inner = describeField(schema.unwrap(), field, false);
    // What the schema gives a field left out.
    const value: unknown = schema.parse(undefined);
    if (inner.kind !== 'switch' || typeof value !== 'boolean')
      throw new UnsupportedField(`${field}: a default is only supported on a boolean`);
    return { ...inner, default: value };
  }
  if (schema instanceof z.ZodBoolean) return { kind: 'switch', required: false, default: false };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', required, options: textOptions(schema, field) };
  if (schema instanceof z.ZodDate) return { kind: 'day', required };
  if (schema instanceof z.ZodNumber) return wholeNumberRule(schema, field, required);
  if (schema instanceof z.ZodURL) return { kind: 'text', required, pattern: urlPattern(schema) };
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return textRule(schema, required);
  if (schema instanceof z.ZodUnion) {
    if (schema.options.includes(LOCAL_FILE)) return { kind: 'picture', required };
    throw new UnsupportedField(`${field}: a union is only supported for a cover (a URL or a local file)`);
  }
  if (schema instanceof z.ZodArray) {
    const item = describeField(schema.element, `${field}[]`);
    const { minItems: min, maxItems: max } = limitsOf(schema);
    return { kind: 'list', required: required && (min ?? 0) > 0, item, min, max };
  }
  // Every schema here is built with zod's classic API, which names each kind of schema.
  const kind = schema instanceof z.ZodType ? schema.type : 'schema';
  throw new UnsupportedField(`${field}: the content editor has no field for a zod ${kind}`);
}

/** An enum's values, which a form offers as its choices: texts only. */
function textOptions(schema: z.ZodEnum, field: string): string[] {
  const options = schema.options.filter((option) => typeof option === 'string');
  if (options.length < schema.options.length)
    throw new UnsupportedField(`${field}: a choice is only supported between texts`);
  return options;
}

function wholeNumberRule(schema: z.ZodNumber, field: string, required: boolean): FieldRule {
  const limits = limitsOf(schema);
  if (limits.type !== 'integer') throw new UnsupportedField(`${field}: only whole numbers (.int()) are supported`);
  // Every whole number schema is bounded to safe integers; only a bound of the schema's own counts.
  const bounds = [limits.minimum, limits.exclusiveMinimum === undefined ? undefined : limits.exclusiveMinimum + 1];
  const own = bounds.filter((bound): bound is number => bound !== undefined && bound > Number.MIN_SAFE_INTEGER);
  return { kind: 'whole number', required, min: own.length ? Math.max(...own) : undefined };
}

function textRule(schema: z.ZodString | z.ZodStringFormat, required: boolean): FieldRule {
  const limits = limitsOf(schema);
  if (limits.pattern === undefined) return { kind: 'text', required: required && (limits.minLength ?? 0) > 0 };
  // The schema's own message ('must be # followed by…'), as a sentence. A JSON Schema pattern is
  // read with Unicode semantics: the u flag.
  const message = limits.errorMessage ?? 'must be in the expected form';
  const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  return { kind: 'text', required, pattern: { regex: new RegExp(limits.pattern, 'u'), message: sentence } };
}

/**
 * A URL field's pattern: any http(s) address, or an https one when the schema refuses http (a protocol
 * rule such as /^https$/, which JSON Schema does not carry).
 */
function urlPattern(schema: z.ZodURL): { regex: RegExp; message: string } {
  if (schema.safeParse('http://example.com/').success) return { regex: WEB_ADDRESS, message: WEB_ADDRESS_MESSAGE };
  return { regex: new RegExp(WEB_ADDRESS.source.replace('https?', 'https')), message: WEB_ADDRESS_MESSAGE };
}

/** Each frontmatter field's rule, by name, for one collection. */
export function collectionRules(collection: EditorCollectionName): Record<string, FieldRule> {
  const { shape } = COLLECTION_SCHEMAS[collection];
  return Object.fromEntries(
    Object.entries<z.core.$ZodType>(shape).map(([name, schema]) => [name, describeField(schema, name)]),
  );
}
