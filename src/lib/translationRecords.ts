/**
 * Whether a translation keeps up with its English source. A translation records, in its own file, a
 * fingerprint of each English text it translates (`translatedFrom`) and one of its own text
 * (`translationText`), written when it is marked current (`npm run translations -- --mark <file>`, or
 * by the editor when the translation is saved). A later change to an English text, apart from
 * whitespace, makes the translation outdated; a change to a field it does not carry does not. Nothing
 * here reads git: the records are in the files, so a shallow clone builds the same.
 *
 * The functions are self-contained (no imports, no closures), as the editor runs them in the browser
 * from their source (src/integrations/contentEditorTranslations.ts).
 */

/** The record's two frontmatter fields. */
export const RECORD_FIELDS = { source: 'translatedFrom', text: 'translationText' } as const;

/**
 * A fingerprint of a text, blind to whitespace (runs of spaces and line breaks count as one space,
 * none at the ends): 14 hex digits of cyrb53, a fast 53-bit hash; it only has to tell an edit apart.
 */
export function textFingerprint(text: string): string {
  const normal = text.replace(/\s+/g, ' ').trim();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < normal.length; i++) {
    const code = normal.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The texts of an entry, by field, that a translation carries ('body' included). */
export type TranslatedTexts = Readonly<Record<string, string | undefined>>;

/** The fingerprint of each of `fields` in `texts` (an absent text counts as empty). */
export function textFingerprints(texts: TranslatedTexts, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, textFingerprint(texts[field] ?? '')]));
}

/** The record of a translation with `translation`'s texts made from `english`'s: it marks it current. */
export function translationRecord(
  english: TranslatedTexts,
  translation: TranslatedTexts,
  fields: readonly string[],
): { translatedFrom: Record<string, string>; translationText: string } {
  const own = textFingerprints(translation, fields);
  return {
    translatedFrom: textFingerprints(english, fields),
    translationText: textFingerprint(fields.map((field) => own[field]).join(' ')),
  };
}

/** How a translation stands against its English source. */
export type TranslationStatus =
  | { state: 'current' }
  | { state: 'outdated'; changed: string[] }
  /** No record: written before records were, or by hand without marking it current. */
  | { state: 'unrecorded' }
  /** A record that cannot be read (edited by hand): what is wrong with it. */
  | { state: 'unreadable'; problem: string };

const FINGERPRINT = /^[0-9a-f]{14}$/;

/**
 * The status of a translation whose record is `recorded` (the `translatedFrom` value of its frontmatter,
 * as written or edited) against the English texts now. A record that names a text the English no
 * longer has (an unknown fingerprint) is an outdated translation, not an error: without history,
 * the two cannot be told apart.
 */
export function translationStatus(
  english: TranslatedTexts,
  recorded: unknown,
  fields: readonly string[],
): TranslationStatus {
  if (recorded === undefined || recorded === null) return { state: 'unrecorded' };
  if (typeof recorded !== 'object' || Array.isArray(recorded))
    return { state: 'unreadable', problem: 'translatedFrom is not a list of fingerprints by field' };
  const record = recorded as Record<string, unknown>;
  const wrong = fields.filter((field) => typeof record[field] !== 'string' || !FINGERPRINT.test(record[field]));
  if (wrong.length > 0)
    return {
      state: 'unreadable',
      problem: `translatedFrom has no fingerprint (14 hex digits) for ${wrong.join(', ')}`,
    };
  const now = textFingerprints(english, fields);
  const changed = fields.filter((field) => record[field] !== now[field]);
  return changed.length === 0 ? { state: 'current' } : { state: 'outdated', changed };
}

/** Whether a page in another language should say its English source has changed since it was translated. */
export function isOutdated(status: TranslationStatus): boolean {
  return status.state !== 'current';
}
