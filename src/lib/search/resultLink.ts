/** A result's link: a same-site path in the form the site's canonical URLs use. */

/** Site paths without Pagefind's trailing slash, matching the canonical URLs; the origin is dropped. */
export function resultLink(url: string): string {
  let path: string;
  try {
    const parsed = new URL(url, 'http://search.invalid');
    path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  return path.replace(/\/(?=$|[?#])/, '') || '/';
}
