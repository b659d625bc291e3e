// The content editor's side of translations that keep up: the script that writes a translation's record
// as the editor saves it, run here as the browser runs it (its source in a fresh context, with the
// editor's Immutable.js entries), and the status page.
import { runInNewContext } from 'node:vm';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { translationHookScript, translationStatusPage } from '@/integrations/contentEditorTranslations';
import type { TranslationReport } from '@/integrations/translationReport';
import { translationRecord } from '@/lib/translationRecords';

type Entry = ImmutableMap<string, unknown>;
const FIELDS = ['title', 'description', 'body'];
const ENGLISH = { title: 'Hashtags', description: 'Five of each.', body: 'Pick five broad tags.\n\nThen five niche.' };
const SPANISH = { title: 'Etiquetas', description: 'Cinco de cada.', body: 'Elige cinco etiquetas amplias.' };

/** The listener the script registers, as the editor would call it. */
function preSaveListener(): (entry: Entry) => Entry {
  const listeners: { name: string; handler: (args: { entry: Entry }) => Entry }[] = [];
  runInNewContext(translationHookScript(), {
    window: { CMS: { registerEventListener: (listener: (typeof listeners)[number]) => listeners.push(listener) } },
  });
  expect(listeners.map((listener) => listener.name)).toEqual(['preSave']);
  return (entry) => listeners[0].handler({ entry });
}

const savedEntry = (collection: string, english: object, i18n: Record<string, object>): Entry =>
  fromJS({
    collection,
    data: english,
    i18n: Object.fromEntries(Object.entries(i18n).map(([locale, data]) => [locale, { data }])),
  });
const dataOf = (entry: Entry, locale: string) =>
  (entry.getIn(['i18n', locale, 'data']) as ImmutableMap<string, unknown>).toJS();

describe('the script that writes records as the editor saves', () => {
  it('records a new translation as made from the English as saved', () => {
    const saved = preSaveListener()(savedEntry('tutorials', ENGLISH, { en: ENGLISH, es: SPANISH }));
    expect(dataOf(saved, 'es')).toEqual({ ...SPANISH, ...translationRecord(ENGLISH, SPANISH, FIELDS) });
    expect(dataOf(saved, 'en')).toEqual(ENGLISH);
  });

  it('records an edited translation again', () => {
    const old = translationRecord({ ...ENGLISH, title: 'Tags' }, { ...SPANISH, title: 'Tags' }, FIELDS);
    const saved = preSaveListener()(savedEntry('tutorials', ENGLISH, { es: { ...SPANISH, ...old } }));
    expect(dataOf(saved, 'es')).toEqual({ ...SPANISH, ...translationRecord(ENGLISH, SPANISH, FIELDS) });
  });

  it('keeps the record of a translation left as it was, so an edit to the English leaves it outdated', () => {
    const recorded = { ...SPANISH, ...translationRecord(ENGLISH, SPANISH, FIELDS) };
    const entry = savedEntry('tutorials', { ...ENGLISH, body: 'A rewritten English body.' }, { es: recorded });
    expect(dataOf(preSaveListener()(entry), 'es')).toEqual(recorded);
  });

  it('counts whitespace as no edit, as the command line does', () => {
    const recorded = { ...SPANISH, ...translationRecord(ENGLISH, SPANISH, FIELDS) };
    const spaced = { ...recorded, body: `\n${SPANISH.body.replace(/ /g, '  ')}\n` };
    const entry = savedEntry('tutorials', { ...ENGLISH, title: 'New title' }, { es: spaced });
    expect(dataOf(preSaveListener()(entry), 'es')).toEqual(spaced);
  });

  it("records a trend's insights too", () => {
    const english = { ...ENGLISH, insights: 'Soft light is free.' };
    const spanish = { ...SPANISH, insights: 'La luz suave es gratis.' };
    const saved = preSaveListener()(savedEntry('trends', english, { es: spanish }));
    expect(dataOf(saved, 'es')).toMatchObject(
      translationRecord(english, spanish, ['title', 'description', 'insights', 'body']),
    );
  });

  it('leaves an entry of another collection, and a language with no title yet, as they are', () => {
    const listener = preSaveListener();
    const other = savedEntry('pages', ENGLISH, { es: SPANISH });
    expect(listener(other)).toBe(other);
    const empty = savedEntry('tutorials', ENGLISH, { es: { title: '' } });
    expect(dataOf(listener(empty), 'es')).toEqual({ title: '' });
  });
});

describe('the status page', () => {
  const report: TranslationReport = {
    entries: [
      {
        collection: 'tutorials',
        id: 'a',
        language: 'es',
        title: 'Guide <A>',
        published: true,
        status: { state: 'current' },
      },
      {
        collection: 'tutorials',
        id: 'b',
        language: 'es',
        title: 'Guide B',
        published: true,
        status: { state: 'outdated', changed: ['body'] },
      },
      {
        collection: 'trends',
        id: 'c',
        language: 'es',
        title: 'Trend C',
        published: true,
        status: { state: 'missing' },
      },
      {
        collection: 'trends',
        id: 'c',
        language: 'ar',
        title: 'Trend C',
        published: true,
        status: { state: 'unrecorded' },
      },
      {
        collection: 'tutorials',
        id: 'd',
        language: 'es',
        title: 'Secret Draft',
        published: false,
        status: { state: 'unrecorded' },
      },
    ],
    orphans: ['tutorials/es/gone.md translates no English entry'],
    interfaceTexts: { ar: ['layout.footer.note'] },
  };
  const page = translationStatusPage(report, '/admin/', false);

  it('sums up each language and says what changed', () => {
    expect(page).toContain('1 current, 1 to update, 1 not translated; 0 interface texts to update.');
    expect(page).toContain('0 current, 1 to update, 0 not translated; 1 interface texts to update.');
    expect(page).toContain('outdated (body changed)');
    expect(page).toContain('<code>layout.footer.note</code>');
    expect(page).toContain('tutorials/es/gone.md translates no English entry');
  });

  it('names each language in its own words, marked as that language and direction', () => {
    expect(page).toContain('<bdi lang="ar" dir="rtl">العربية</bdi> (ar)');
  });

  it('names drafts and scheduled entries only on the dev server (the built page is public)', () => {
    expect(page).not.toContain('Secret Draft');
    const devPage = translationStatusPage(report, '/admin/', true);
    expect(devPage).toContain('Secret Draft<br><small>tutorials/d (draft or scheduled)</small>');
    expect(devPage).toContain('1 current, 2 to update, 1 not translated');
  });

  it('escapes the titles and links back to the editor', () => {
    expect(page).toContain('Guide &lt;A&gt;');
    expect(page).not.toContain('Guide <A>');
    expect(page).toContain('<a href="/admin/">content editor</a>');
  });
});
