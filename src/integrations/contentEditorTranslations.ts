/**
 * The content editor's side of translations that keep up: its page of every translation's status
 * (translations/ in the editor's folder, linked from each collection's description), and the script
 * that writes a translation's record when it is saved in the editor (a `preSave` listener of the
 * editor: a translation whose own text changed is marked current; one left as it was keeps its record,
 * so an edit to the English only leaves it outdated).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../data/languages';
import { REQUIRED_TRANSLATION_FIELDS, translatedFields, type TranslatedCollection } from '../lib/contentSchemas';
import { RECORD_FIELDS, textFingerprint, textFingerprints, translationRecord } from '../lib/translationRecords';
import { describeStatus, type TranslationReport } from './translationReport';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/**
 * The status page: per language, each entry's status and the interface texts behind, with totals.
 * Drafts and scheduled entries are listed only with `showUnpublished` (the dev server): the built page
 * is public, and a production build names them nowhere.
 */
export function translationStatusPage(
  report: TranslationReport,
  editorFolder: string,
  showUnpublished: boolean,
): string {
  const listed = report.entries.filter((entry) => showUnpublished || entry.published);
  const languages = [...new Set(report.entries.map((entry) => entry.language))];
  const sections = languages.map((language) => {
    const entries = listed.filter((entry) => entry.language === language);
    const behind = entries.filter((entry) => !['current', 'missing'].includes(entry.status.state));
    const missing = entries.filter((entry) => entry.status.state === 'missing');
    const texts = report.interfaceTexts[language] ?? [];
    const rows = entries
      .map(
        (entry) =>
          `<tr data-state="${entry.status.state}"><td>${escapeHtml(entry.title)}<br><small>${entry.collection}/${entry.id}${entry.published ? '' : ' (draft or scheduled)'}</small></td><td>${escapeHtml(describeStatus(entry.status))}</td></tr>`,
      )
      .join('');
    return [
      `<section aria-labelledby="language-${language}" data-language="${language}">`,
      `<h2 id="language-${language}"><bdi lang="${LANGUAGES[language].htmlLang}" dir="${LANGUAGES[language].dir}">${escapeHtml(LANGUAGES[language].nativeName)}</bdi> (${language})</h2>`,
      `<p data-totals>${entries.length - behind.length - missing.length} current, ${behind.length} to update, ${missing.length} not translated; ${texts.length} interface texts to update.</p>`,
      `<table><thead><tr><th scope="col">Entry</th><th scope="col">Translation</th></tr></thead><tbody>${rows}</tbody></table>`,
      texts.length
        ? `<h3>Interface texts changed in English</h3><ul>${texts.map((key) => `<li><code>${escapeHtml(key)}</code></li>`).join('')}</ul>`
        : '',
      '</section>',
    ].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>Translation status · Content editor</title>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #cbd5e1;padding:.4rem;text-align:start;vertical-align:top}small{color:#475569}[data-state=outdated] td:last-child,[data-state=unreadable] td:last-child{color:#9f1239;font-weight:600}</style>',
    '</head>',
    '<body>',
    '<main>',
    '<h1>Translation status</h1>',
    `<p>Each guide and trend in each language: current, to update (its English text changed since it was translated, and what changed), or not translated. A translation saved in the <a href="${editorFolder}">content editor</a> is marked current; from the command line, <code>npm run translations -- --mark &lt;file&gt;</code>.${showUnpublished ? '' : ' Drafts and scheduled entries are listed by <code>npm run translations</code> and on the dev server’s copy of this page.'}</p>`,
    report.orphans.length
      ? `<h2>Translations of no English entry</h2><ul>${report.orphans.map((orphan) => `<li>${escapeHtml(orphan)}</li>`).join('')}</ul>`
      : '',
    ...sections,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The editor's listener, run in the browser from its source: it names nothing outside itself (an
 * imported name is rewritten as the module is loaded, so the record's function comes as an argument).
 * For each language's version of the saved entry whose own text changed since its record (or that has
 * none), writes its record against the English as saved.
 */
function registerTranslationRecords(
  cms: {
    registerEventListener: (listener: { name: string; handler: (args: { entry: ImmutableEntry }) => unknown }) => void;
  },
  settings: { fields: Record<string, string[]>; source: string; text: string; defaultLocale: string },
  recordOf: typeof translationRecord,
) {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const fields = settings.fields[entry.get('collection') as string];
      if (!fields) return entry;
      const texts = (data: ImmutableEntry | undefined) =>
        Object.fromEntries(
          fields.map((field) => {
            const value = data?.get(field);
            return [field, typeof value === 'string' ? value : ''];
          }),
        );
      const english = texts(entry.get('data') as ImmutableEntry);
      const i18n = entry.get('i18n') as ImmutableEntry | undefined;
      let saved = entry;
      for (const locale of i18n ? [...i18n.keys()] : []) {
        if (locale === settings.defaultLocale) continue;
        const data = entry.getIn(['i18n', locale, 'data']) as ImmutableEntry | undefined;
        const own = texts(data);
        if (!data || !own.title) continue;
        const record = recordOf(english, own, fields);
        if (data.get(settings.text) === record.translationText) continue;
        saved = saved
          .setIn(['i18n', locale, 'data', settings.source], record.translatedFrom)
          .setIn(['i18n', locale, 'data', settings.text], record.translationText);
      }
      return saved;
    },
  });
}

/** The part of the editor's Immutable entries the listener uses. */
interface ImmutableEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  setIn(path: string[], value: unknown): ImmutableEntry;
  keys(): IterableIterator<string>;
}

/**
 * The script beside the editor's page: the record's functions (which call one another by their own
 * names, as declared here) and the listener, registered.
 */
export function translationHookScript(): string {
  const settings = {
    fields: Object.fromEntries(
      (Object.keys(REQUIRED_TRANSLATION_FIELDS) as TranslatedCollection[]).map((collection) => [
        collection,
        translatedFields(collection),
      ]),
    ),
    source: RECORD_FIELDS.source,
    text: RECORD_FIELDS.text,
    defaultLocale: DEFAULT_LANGUAGE,
  };
  return [
    '// Writes a translation’s record when it is saved (src/integrations/contentEditorTranslations.ts).',
    ...[textFingerprint, textFingerprints, translationRecord, registerTranslationRecords].map(String),
    `registerTranslationRecords(window.CMS, ${JSON.stringify(settings)}, translationRecord);`,
    '',
  ].join('\n');
}
