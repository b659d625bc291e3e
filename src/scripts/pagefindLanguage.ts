/**
 * Starting Pagefind on one language's index from a worker (or Node). Pagefind 1.6 picks the index by the
 * page's `<html lang>` as it starts (`init`), and where there is no document it takes the language with
 * the most pages; it has no option to name one. So, for the moment `init` reads it, a stand-in document
 * answers with `language`. A page (which has a document) starts Pagefind on its own language as usual.
 */

/** The name of the index of pages whose `<html lang>` is `htmlLang`: Pagefind keeps it in lower case ('pt-br'). */
export function pagefindIndexKey(htmlLang: string): string {
  return htmlLang.toLowerCase();
}

/** The part of Pagefind's module this needs. */
interface PagefindStart {
  init?: () => Promise<void>;
}

/** A document just large enough for Pagefind's language detection: `<html lang={language}>`. */
function languageDocument(language: string) {
  const html = { getAttribute: (name: string) => (name === 'lang' ? language : null) };
  return { querySelector: (selector: string) => (selector === 'html' ? html : null) };
}

/** Runs Pagefind's `init` on the index of `language` (its `<html lang>`, 'es'). */
export async function initPagefindInLanguage(pagefind: PagefindStart, language: string): Promise<void> {
  const scope = globalThis as { document?: unknown };
  if (scope.document !== undefined) return pagefind.init?.();
  scope.document = languageDocument(language);
  let started: Promise<void> | undefined;
  try {
    // Pagefind reads the language synchronously, before init's first await.
    started = pagefind.init?.();
  } finally {
    delete scope.document;
  }
  await started;
}

/**
 * The languages a Pagefind bundle has an index for, from its entry file (the same address Pagefind
 * asks for, so the download is shared). Pagefind would quietly search another language's index in
 * place of a missing one.
 */
export async function pagefindIndexLanguages(
  fetchFile: (url: string) => Promise<Response>,
  bundleUrl: string,
  indexTag: string | undefined,
): Promise<Set<string>> {
  const entry = await readPagefindEntry(fetchFile, bundleUrl, indexTag);
  return new Set(Object.keys(entry.languages ?? {}));
}

/** Pagefind's entry file: its version and, per index language, the names of that index's files. */
export interface PagefindEntry {
  languages?: Record<string, { hash?: string; wasm?: string }>;
}

/** The bundle's entry file, at the address Pagefind asks for (with the build's tag, so caches share it). */
export async function readPagefindEntry(
  fetchFile: (url: string) => Promise<Response>,
  bundleUrl: string,
  indexTag: string | undefined,
): Promise<PagefindEntry> {
  const response = await fetchFile(`${bundleUrl}pagefind-entry.json?ts=${indexTag ?? Date.now()}`);
  if (!response.ok) throw new Error(`The search index entry could not be read (${response.status})`);
  return (await response.json()) as PagefindEntry;
}

/**
 * The files Pagefind 1.6 downloads together as it starts on the index of `language` (its metadata and
 * its WebAssembly), as it names them from the entry file; none when the entry has no index in it.
 * A browser test checks that Pagefind asks for each, so a change of names cannot pass unnoticed.
 */
export function pagefindStartFiles(bundleUrl: string, entry: PagefindEntry, language: string): string[] {
  const index = entry.languages?.[language];
  if (!index?.hash) return [];
  return [`${bundleUrl}pagefind.${index.hash}.pf_meta`, `${bundleUrl}wasm.${index.wasm ?? 'unknown'}.pagefind`];
}
