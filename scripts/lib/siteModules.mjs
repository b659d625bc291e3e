// The site's own TypeScript modules for scripts run in plain Node, loaded through Vite's module runner
// (they import one another without file extensions and through the '@/' alias, which Node cannot
// resolve): the language list, a language's dictionary, and any module of src/.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNNER_CONFIG = { configFile: false, root: ROOT, resolve: { alias: { '@': `${ROOT}src` } } };

/** A module of the project, by its path from the project's root ('/src/lib/contentSchemas.ts'). */
export async function importSiteModule(path) {
  return (await runnerImport(path, RUNNER_CONFIG)).module;
}

/** The language list: `LANGUAGE_CODES`, `LANGUAGES` and `DEFAULT_LANGUAGE` of src/data/languages.ts. */
export function languageList() {
  return importSiteModule('/src/data/languages.ts');
}

/** The dictionary of `language` (its folder src/i18n/<language>/). */
export async function loadDictionary(language) {
  const { LANGUAGE_CODES } = await languageList();
  if (!LANGUAGE_CODES.includes(language))
    throw new Error(`"${language}" is not one of the site's languages: ${LANGUAGE_CODES.join(', ')}`);
  return (await importSiteModule(`/src/i18n/${language}/index.ts`)).dictionary;
}
