/**
 * A build-time cache for markup that is the same on many pages (the header, the footer, a tutorial's
 * related lists). At 10,000 tutorials, rendering the page chrome anew on every page was a large share
 * of the build. The cache key is derived from the component and its props (never written by hand), and
 * each key's markup is rendered again on the second page that uses it and compared, so a component that
 * depends on anything but its props (the page URL, say) fails the build instead of repeating one page's
 * HTML on another.
 */

type PropValue = unknown;

function describeValue(value: PropValue): string {
  return typeof value === 'object' && value !== null ? (value.constructor?.name ?? 'object') : typeof value;
}

/**
 * Props as a stable string: keys sorted, `undefined` members left out (as JSON does), dates as ISO text.
 * Anything a string cannot stand for faithfully (functions, symbols, class instances, Maps) throws.
 */
export function propsKey(props: Record<string, PropValue>): string {
  const encode = (value: PropValue, path: string): string => {
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : `"${String(value)}"`;
    if (value instanceof Date) return `{"$date":${JSON.stringify(value.toISOString())}}`;
    if (Array.isArray(value))
      return `[${value.map((item, index) => encode(item ?? null, `${path}[${index}]`)).join(',')}]`;
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const members = Object.entries(value as Record<string, PropValue>)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, member]) => `${JSON.stringify(name)}:${encode(member, `${path}.${name}`)}`);
      return `{${members.join(',')}}`;
    }
    throw new TypeError(`renderOnce: prop ${path} is a ${describeValue(value)}, which cannot be part of a cache key`);
  };
  return encode(props, 'props');
}

interface Entry {
  html: Promise<string>;
  /** Set once a second page has rendered the same key and matched the first. */
  verified: boolean;
}

export interface RenderOnceOptions {
  /** Off in the dev server, which renders afresh on every request so edits show without a restart. */
  enabled?: boolean;
  /** Names the component in errors. */
  label?: string;
}

const cache = new Map<string, Entry>();

/** The HTML for `key`, rendered at most twice per build (the second render checks the first). */
export async function renderOnce(
  key: string,
  render: () => Promise<string>,
  { enabled = true, label = key }: RenderOnceOptions = {},
): Promise<string> {
  if (!enabled) return checked(await render(), label);
  const entry = cache.get(key);
  if (!entry) {
    const html = render().then((markup) => checked(markup, label));
    cache.set(key, { html, verified: false });
    // A failed render is not remembered: the next page tries again and reports its own error.
    html.catch(() => cache.delete(key));
    return html;
  }
  if (entry.verified) return entry.html;
  const [first, again] = await Promise.all([entry.html, render()]);
  if (first !== again) {
    throw new Error(
      `renderOnce: ${label} rendered differently on two pages with the same props. A cached component must take everything it shows from its props (not from Astro.url or other page state).`,
    );
  }
  entry.verified = true;
  return first;
}

/** Islands hydrate per page with their own ids and props: their markup cannot be repeated from a cache. */
function checked(html: string, label: string): string {
  if (html.includes('<astro-island')) {
    throw new Error(
      `renderOnce: ${label} contains an island (astro-island); islands cannot be rendered once and repeated`,
    );
  }
  return html;
}
