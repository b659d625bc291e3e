/**
 * The CSS a page's first paint needs, carried in its HTML so the page paints from the first round
 * trip: which markup a first paint can show, trimming what a library found the page uses, and writing
 * it into the page with the full stylesheet moved to the end of the body (loaded without blocking
 * render, and applied without JavaScript) and the inline style's hash added to the page's CSP.
 */
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import postcss, { type Root } from 'postcss';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * Marks a block that starts below the first screen at every width (a long page's lower sections):
 * its rules stay out of the inline CSS and arrive with the full stylesheet before anyone scrolls there.
 */
export const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';

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
  for (const child of parent.childNodes) if ('childNodes' in child) pruneUndrawn(child as ParentNode);
}

/**
 * The page as its first paint can show it: without scripts, styles, templates, blocks marked below
 * the fold and the content of closed <details>. (Elements with the hidden attribute stay: a rule that
 * keeps them hidden, such as `[hidden] { display: none !important }`, is needed at first paint.) Stylesheet links stay, so the
 * critical CSS library finds the stylesheet to read.
 */
export function firstPaintMarkup(html: string): string {
  const document = parse(html);
  pruneUndrawn(document);
  return serialize(document);
}

/** Index of the parenthesis closing the one at `open`, skipping escapes, quotes and nested groups. */
function closingParen(selector: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\') i++;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') if (--depth === 0) return i;
  }
  return -1;
}

/** Whether `selector` has `chars` outside brackets, parentheses, quotes and escapes. */
function hasTopLevel(selector: string, chars: RegExp): boolean {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\') i++;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && chars.test(char)) return true;
  }
  return false;
}

const COMPOUND_EDGE = /^$|[\s>+~]$/;

/**
 * A selector with its `:is()` and `:where()` groups opened where that keeps its meaning (one selector
 * inside, standing as a whole compound or without combinators), so a matcher that cannot evaluate
 * them, and drops pseudo-classes with their arguments, still sees the elements they name. Tailwind
 * writes `space-y-*`, `group-*` and `peer-*` utilities entirely inside such groups.
 */
export function withOpenedGroups(selector: string): string {
  for (const match of selector.matchAll(/:(?:is|where)\(/g)) {
    const open = match.index + match[0].length - 1;
    const close = closingParen(selector, open);
    if (close < 0) break;
    const inner = selector.slice(open + 1, close);
    const before = selector.slice(0, match.index);
    const after = selector.slice(close + 1);
    const wholeCompound = COMPOUND_EDGE.test(before) && /^$|^[\s>+~]/.test(after);
    if (hasTopLevel(inner, /,/) || (!wholeCompound && hasTopLevel(inner, /[\s>+~]/))) continue;
    return withOpenedGroups(`${before}${inner}${after}`);
  }
  return selector;
}

const INTERACTION_STATE = /:(?:hover|focus|focus-visible|focus-within|active|-moz-focusring|-moz-ui-invalid)(?![\w-])/;

/**
 * Whether a selector applies only while the visitor points at, focuses or presses something (outside
 * :not()): no first paint needs it, and the full stylesheet brings it before anyone interacts.
 */
export function needsInteraction(selector: string): boolean {
  let positive = selector;
  for (let at = positive.indexOf(':not('); at >= 0; at = positive.indexOf(':not(')) {
    const close = closingParen(positive, at + 4);
    if (close < 0) break;
    positive = positive.slice(0, at) + positive.slice(close + 1);
  }
  return INTERACTION_STATE.test(positive);
}

/** Elements that can carry a pseudo-element a selector names alone (a reset's '::placeholder'). */
const PSEUDO_ELEMENT_HOSTS: [RegExp, string][] = [
  [/::placeholder/, 'input,textarea'],
  [/::file-selector-button|::-webkit-/, 'input'],
  [/::backdrop/, 'dialog'],
];

/** What a selector made only of pseudo-elements applies to, for matching: any element unless known. */
export function pseudoElementHost(selector: string): string {
  return PSEUDO_ELEMENT_HOSTS.find(([pattern]) => pattern.test(selector))?.[1] ?? '*';
}

/** The text of the page's own inline styles (style elements and attributes): they may read custom properties. */
export function inlineStyleText(html: string): string {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, css]) => css);
  return [...elements, ...attributes].join('\n');
}

/** The names of the cascade layers a stylesheet declares, in the order they first appear. */
export function layerOrder(css: string): string[] {
  const names = new Set<string>();
  postcss.parse(css).each((node) => {
    if (node.type !== 'atrule' || node.name !== 'layer') return;
    for (const name of node.params.split(',')) if (name.trim()) names.add(name.trim());
  });
  return [...names];
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function referencedProperties(root: Root, alsoReadBy: string): Set<string> {
  const used = new Set([...alsoReadBy.matchAll(VAR_REFERENCE)].map(([, name]) => name!));
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) used.add(name!);
  });
  return used;
}

/**
 * Drops the custom properties (declarations and @property registrations) that nothing in the CSS or
 * in `alsoReadBy` reads, until none is left: a stylesheet's theme defines every token for every page.
 */
function withoutUnreadCustomProperties(root: Root, alsoReadBy: string): void {
  for (let removed = true; removed;) {
    removed = false;
    const used = referencedProperties(root, alsoReadBy);
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !used.has(decl.prop)) {
        decl.remove();
        removed = true;
      }
    });
    root.walkAtRules('property', (rule) => {
      if (!used.has(rule.params.trim())) {
        rule.remove();
        removed = true;
      }
    });
  }
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
}

/**
 * The inline stylesheet from the rules the page uses (`usedRules`, in the full stylesheet's order):
 * custom properties nobody reads are dropped, and the full stylesheet's layer order is declared first,
 * so a layer the page does not use cannot change the cascade when the full stylesheet arrives.
 */
export function criticalStylesheet(usedRules: string, { fullCss, pageCss }: { fullCss: string; pageCss: string }) {
  const root = postcss.parse(usedRules);
  withoutUnreadCustomProperties(root, pageCss);
  const layers = layerOrder(fullCss);
  const order = layers.length ? `@layer ${layers.join(',')};` : '';
  const css = `${order}${root.toString()}`;
  if (/<\/style/i.test(css)) throw new Error('critical CSS: the stylesheet contains "</style"');
  return css;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The CSP meta's policy with `source` added to style-src and style-src-elem (older browsers read style-src). */
function withStyleSource(html: string, source: string): string {
  return html.replace(/(<meta http-equiv="content-security-policy" content=")([^"]*)"/, (_, start, policy) => {
    const directives = (policy as string).split(';').map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'style-src' || name === 'style-src-elem' ? `${directive.trimEnd()} ${source}` : directive;
    });
    return `${start}${directives.join(';')}"`;
  });
}

/**
 * The page with `css` inline in its head where its stylesheet links were, the links moved to the end
 * of the body (a stylesheet there holds back nothing drawn before it, and needs no script), and
 * `hash` ('sha256-…' of `css`) allowed by its Content-Security-Policy.
 */
export function withCriticalCss(html: string, css: string, hash: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)];
  if (links.length === 0 || bodyEnd < 0) return html;
  let head = html.slice(0, headEnd);
  head = head.replace(links[0]![0], `<style>${css}</style>`);
  for (const [link] of links.slice(1)) head = head.replace(link, '');
  const page = `${head}${html.slice(headEnd, bodyEnd)}${links.map(([link]) => link).join('')}${html.slice(bodyEnd)}`;
  return withStyleSource(page, `'${hash}'`);
}
