// The site's language list and a language's dictionary for scripts run in plain Node, loaded through
// Vite's module runner (the dictionaries are TypeScript modules with extensionless imports, which Node
// cannot load by itself), so benchmarks find controls by the words each language's pages show.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNNER_CONFIG = { configFile: false, root: ROOT, resolve: { alias: { '@': `${ROOT}src` } } };

/** The language list: `LANGUAGE_CODES`, `LANGUAGES` and `DEFAULT_LANGUAGE` of src/data/languages.ts. */
export async function languageList() {
  return (await runnerImport('/src/data/languages.ts', RUNNER_CONFIG)).module;
}

/** The dictionary of `language` (its folder src/i18n/<language>/). */
export async function loadDictionary(language) {
  const { LANGUAGE_CODES } = await languageList();
  if (!LANGUAGE_CODES.includes(language))
    throw new Error(`"${language}" is not one of the site's languages: ${LANGUAGE_CODES.join(', ')}`);
  return (await runnerImport(`/src/i18n/${language}/index.ts`, RUNNER_CONFIG)).module.dictionary;
}
