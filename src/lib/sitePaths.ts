/**
 * Internal URLs under the site's base path: the one place that knows the site may live in a sub-folder
 * (BASE_PATH at build time, `import.meta.env.BASE_URL` in code). Write every internal link as a
 * root-relative path ('/tutorials/x') and pass it through `withBase`.
 */

/** The base path as Astro gives it, normalised to start and end with '/' ('/' at the domain root). */
export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

let buildBase: string | undefined;

/**
 * The base this build was made for. Read on first use rather than at import, so code that passes its
 * own base (build scripts, tests outside Vite) can import this module where import.meta.env is absent.
 */
function siteBase(): string {
  return (buildBase ??= normaliseBase(import.meta.env.BASE_URL));
}

/**
 * '/tutorials/x' -> '/creator-hub/tutorials/x' under a base, unchanged at the root. Absolute URLs
 * (scheme or '//'), fragments and query-only links are returned as they are.
 */
export function withBase(path: string, base: string = siteBase()): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (base === '/') return path;
  return `${base.slice(0, -1)}${path}`;
}

/** The inverse, for reading `location.pathname`: '/creator-hub/trends/x' -> '/trends/x'. */
export function withoutBase(pathname: string, base: string = siteBase()): string {
  if (base === '/') return pathname;
  const prefix = base.slice(0, -1);
  if (pathname === prefix) return '/';
  return pathname.startsWith(base) ? pathname.slice(prefix.length) : pathname;
}
