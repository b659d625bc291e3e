/**
 * Starting Pagefind on one language's index from a worker (or Node). Pagefind 1.6 picks the index by the
 * page's `<html lang>` as it starts (`init`), and where there is no document it takes the language with
 * the most pages; it has no option to name one. So, for the moment `init` reads it, a stand-in document
 * answers with `language`. A page (which has a document) starts Pagefind on its own language as usual.
 */

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
  const response = await fetchFile(`${bundleUrl}pagefind-entry.json?ts=${indexTag ?? Date.now()}`);
  if (!response.ok) throw new Error(`The search index entry could not be read (${response.status})`);
  const entry = (await response.json()) as { languages?: Record<string, unknown> };
  return new Set(Object.keys(entry.languages ?? {}));
}
