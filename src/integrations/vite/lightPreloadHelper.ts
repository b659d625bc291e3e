/**
 * A smaller stand-in for Vite's dynamic-import preload helper. Vite wraps every `import()` in the
 * browser code in a helper (about 880 bytes gzip) that adds `<link>` tags for the imported chunk's
 * dependencies first, so they download in parallel rather than one after another. Every page carries
 * it (the toast module imports the toaster on demand), which is most of a content page's spare
 * JavaScript budget. This one does the same job in a fraction of the bytes: a modulepreload link per
 * script dependency, a stylesheet link per CSS dependency (waited for, so nothing shows unstyled), each
 * once. Vite's extras the site has no use for are left out: CSP nonces (the CSP uses hashes and 'self')
 * and the `vite:preloadError` event (nothing listens for it; a failed import still rejects).
 */
import type { Plugin } from 'vite';

/** Vite's id for the helper module. The budget check fails if Vite's own helper comes back. */
const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's source for a site served from `base` (Vite's `base`, ending in a slash). */
export function preloadHelperSource(base: string): string {
  return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  const styles = [];
  for (const dep of deps || []) {
    const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
    if (seen.has(href)) continue;
    seen.add(href);
    const css = /\\.css(\\?|$)/.test(href);
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    if (css) styles.push(new Promise((settle) => { link.onload = link.onerror = settle; }));
    document.head.append(link);
  }
  return Promise.all(styles).then(load);
};
`;
}

export function lightPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'site:light-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === VITE_PRELOAD_HELPER_ID ? preloadHelperSource(base) : null;
    },
  };
}
