/**
 * The markup a page's first paint can show, for finding the CSS that paint needs: scripts, styles,
 * templates, blocks marked below the fold and the content of closed <details> are left out.
 */
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Marks a block that starts below the first screen at every width (a long page's lower sections):
 * its rules stay out of the inline CSS and arrive with the full stylesheet before anyone scrolls there.
 */
const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';

/** Elements whose content a first paint never draws. */
const NEVER_DRAWN = new Set(['script', 'style', 'template', 'noscript']);

const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;
const hasAttribute = (element: Element, name: string) => element.attrs.some((attr) => attr.name === name);

function drawnAtFirstPaint(element: Element): boolean {
  return !NEVER_DRAWN.has(element.tagName) && !hasAttribute(element, BELOW_FOLD_ATTRIBUTE);
}

function pruneUndrawn(parent: ParentNode): void {
  parent.childNodes = parent.childNodes.filter((child) => !isElement(child) || drawnAtFirstPaint(child));
  // A closed <details> shows only its summary: menus and disclosures open after the page is loaded.
  if (isElement(parent) && parent.tagName === 'details' && !hasAttribute(parent, 'open')) {
    const summary = parent.childNodes.find((child) => isElement(child) && child.tagName === 'summary');
    parent.childNodes = summary ? [summary] : [];
  }
  for (const child of parent.childNodes) if ('childNodes' in child) pruneUndrawn(child);
}

/**
 * The page as its first paint can show it: without scripts, styles, templates, blocks marked below
 * the fold and the content of closed <details>. Elements with the hidden attribute stay: a rule that
 * keeps them hidden (`[hidden] { display: none !important }`) is needed at first paint. Stylesheet
 * links stay, so the critical CSS library finds the stylesheet to read.
 */
export function firstPaintMarkup(html: string): string {
  const document = parse(html);
  pruneUndrawn(document);
  return serialize(document);
}

/** One attribute of a tag: its name, and its value if it has one. */
const ATTRIBUTE = /([^\s=>/"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"']+))?/g;

/** Attributes a first paint's selection always depends on, whatever the stylesheet names. */
const STRUCTURAL_ATTRIBUTES = ['class', 'open', 'hidden', 'lang', 'dir', BELOW_FOLD_ATTRIBUTE];

/**
 * What the critical CSS of a page depends on, as a string: its elements, in order and nesting, with
 * only the attributes a selector can read (`selectorAttributes`, plus class and the ones the
 * first-paint markup reads) and a mark where text is. Pages with the same
 * skeleton get the same critical CSS; text, links and image sources never change it.
 */
export function markupSkeleton(html: string, selectorAttributes: ReadonlySet<string>): string {
  const kept = new Set([...STRUCTURAL_ATTRIBUTES, ...selectorAttributes]);
  // Runs on every built page: one regex walk per tag's attributes, no arrays.
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1></$1>')
    .replace(
      /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g,
      (_, name: string, attributes: string) => {
        let tag = `<${name}`;
        for (const match of attributes.matchAll(ATTRIBUTE)) if (kept.has(match[1].toLowerCase())) tag += ` ${match[0]}`;
        return `${tag}>`;
      },
    )
    .replace(/>[^<]*[^<\s][^<]*</g, '>~<')
    .replace(/>\s+</g, '><');
}

/**
 * The attribute names a stylesheet's selectors read (`[aria-current=page]`, `[data-state]`), and `id`
 * if any selector names an id: markdown headings carry ids that differ on every page.
 */
export function selectorAttributes(css: string): Set<string> {
  const names = new Set<string>();
  for (const [, selector] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[{};])\s*([^{};@][^{};]*)\{/g)) {
    for (const [, name] of selector.matchAll(/\[\s*([a-zA-Z_][\w:.-]*)/g)) names.add(name.toLowerCase());
    if (/#[a-zA-Z_-]/.test(selector.replace(/\[[^\]]*\]/g, ''))) names.add('id');
  }
  return names;
}
