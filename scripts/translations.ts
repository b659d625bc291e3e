// Which translations keep up with their English source (src/integrations/translationReport.ts): for
// every entry (tutorials, trends) and every language, current, outdated (and what changed), not translated, not
// recorded, or a record that cannot be read; the interface texts each language has not caught up with;
// totals per language. The content editor shows the same at /admin/translations/.
// Usage:
//   npm run translations                       the report
//   npm run translations -- --check            the report; exits 1 when anything is behind its English source
//   npm run translations -- --mark <file>...   marks translation files current (src/content/tutorials/es/x.md)
//   npm run translations -- --mark-texts <language> [key...]   marks interface texts current (all, or those keys)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { importSiteModule, languageList, loadDictionary } from './lib/siteModules.mjs';
import type { InterfaceTextRecord } from '../src/lib/interfaceTextRecords.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    mark: { type: 'boolean', default: false },
    'mark-texts': { type: 'string' },
  },
});

const report = (await importSiteModule(
  '/src/integrations/translationReport.ts',
)) as typeof import('../src/integrations/translationReport.ts');
const { interfaceTextRecord } = (await importSiteModule(
  '/src/lib/interfaceTextRecords.ts',
)) as typeof import('../src/lib/interfaceTextRecords.ts');
const { LANGUAGE_CODES, DEFAULT_LANGUAGE } = (await languageList()) as typeof import('../src/data/languages.ts');
const translationLanguages: string[] = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

if (values.mark) {
  if (positionals.length === 0) throw new Error('--mark needs the translation files to mark current');
  for (const file of positionals) console.log(`${file}: marked current (${report.markTranslationCurrent(file)})`);
  process.exit(0);
}

if (values['mark-texts'] !== undefined) {
  const language = values['mark-texts'];
  if (!translationLanguages.includes(language))
    throw new Error(`--mark-texts: "${language}" is not a translated language (${translationLanguages.join(', ')})`);
  const file = join('src/i18n', language, 'translatedFrom.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as InterfaceTextRecord) : {};
  const english: unknown = await loadDictionary(DEFAULT_LANGUAGE);
  const record = interfaceTextRecord(english, previous, positionals.length ? positionals : undefined);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`${file}: ${positionals.length ? positionals.join(', ') : 'every text'} marked current`);
  process.exit(0);
}

const { entries, orphans, interfaceTexts } = report.translationReport();
console.log('Entries (English, then each language):');
for (const key of [...new Set(entries.map(({ collection, id }) => `${collection}/${id}`))]) {
  console.log(`  ${key}`);
  for (const entry of entries.filter(({ collection, id }) => `${collection}/${id}` === key))
    console.log(`    ${entry.language.padEnd(6)} ${report.describeStatus(entry.status)}`);
}
for (const orphan of orphans) console.log(`  ! ${orphan}`);
console.log('\nInterface texts changed in English since translated:');
for (const language of translationLanguages) {
  const keys = interfaceTexts[language as keyof typeof interfaceTexts] ?? [];
  console.log(`  ${language.padEnd(6)} ${keys.length === 0 ? 'none' : `${keys.length}: ${keys.join(', ')}`}`);
}
console.log('\nTotals:');
let behind = orphans.length;
for (const language of translationLanguages) {
  const mine = entries.filter((entry) => entry.language === language);
  const count = (...states: string[]) => mine.filter((entry) => states.includes(entry.status.state)).length;
  const texts = (interfaceTexts[language as keyof typeof interfaceTexts] ?? []).length;
  behind += count('outdated', 'unreadable', 'unrecorded') + texts;
  console.log(
    `  ${language.padEnd(6)} ${count('current')} current, ${count('outdated', 'unreadable')} outdated, ${count('unrecorded')} not recorded, ${count('missing')} not translated; ${texts} interface texts outdated`,
  );
}
if (values.check && behind > 0) {
  console.error(`\n${behind} translation(s) behind their English source: npm run translations to see which.`);
  process.exit(1);
}
