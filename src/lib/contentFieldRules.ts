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

const limitsOf = (schema: z.ZodType): JsonLimits =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonLimits;

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
      const limits = limitsOf(schema);
      if (limits.type !== 'integer') throw new UnsupportedField(`${field}: only whole numbers (.int()) are supported`);
      // Every whole number schema is bounded to safe integers; only a bound of the schema's own counts.
      const bounds = [limits.minimum, limits.exclusiveMinimum === undefined ? undefined : limits.exclusiveMinimum + 1];
      const own = bounds.filter((bound): bound is number => bound !== undefined && bound > Number.MIN_SAFE_INTEGER);
      return { kind: 'whole number', required, min: own.length ? Math.max(...own) : undefined };
    }
    case 'string': {
      if (def.format === 'url') return { kind: 'text', required, pattern: urlPattern(def.protocol as RegExp) };
      const limits = limitsOf(schema);
      if (limits.pattern === undefined) return { kind: 'text', required: required && (limits.minLength ?? 0) > 0 };
      // The schema's own message ('must be # followed by…'), as a sentence. A JSON Schema pattern is
      // read with Unicode semantics: the u flag.
      const message = limits.errorMessage ?? 'must be in the expected form';
      const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
      return { kind: 'text', required, pattern: { regex: new RegExp(limits.pattern, 'u'), message: sentence } };
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      if (options.includes(LOCAL_FILE)) return { kind: 'picture', required };
      throw new UnsupportedField(`${field}: a union is only supported for a cover (a URL or a local file)`);
    }
    case 'array': {
      const item = describeField(def.element as z.ZodType, `${field}[]`);
      const { minItems: min, maxItems: max } = limitsOf(schema);
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

/** Each frontmatter field's rule, by name, for one collection. */
export function collectionRules(collection: EditorCollectionName): Record<string, FieldRule> {
  const shape = COLLECTION_SCHEMAS[collection].shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, describeField(schema, name)]));
}
