/**
 * The inline stylesheet of a page from the rules of the full stylesheet it uses: unread custom
 * properties and dead var() fallbacks dropped, @property registrations written as initial values,
 * spacing steps written as lengths, and the full stylesheet's cascade layer order kept.
 */
import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';

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
  const used = new Set([...alsoReadBy.matchAll(VAR_REFERENCE)].map(([, name]) => name));
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) used.add(name);
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

/** Whether a rule applies unconditionally (top level or in cascade layers only) to the root element. */
function isUnconditionalRootRule(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
    if (parent.type !== 'atrule' || (parent as AtRule).name !== 'layer') return false;
  return rule.selectors.some((selector) => selector.trim() === ':root');
}

/** `value` without the fallback of each var() naming a property in `defined`. */
function withoutFallbacks(value: string, defined: ReadonlySet<string>): string {
  let out = '';
  let at = 0;
  for (const match of value.matchAll(/var\(\s*(--[\w-]+)\s*,/g)) {
    if (match.index < at || !defined.has(match[1])) continue;
    // The fallback runs to the parenthesis closing this var(), past any nested ones.
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < value.length && depth > 0; end++) depth += value[end] === '(' ? 1 : value[end] === ')' ? -1 : 0;
    out += `${value.slice(at, match.index)}var(${match[1]})`;
    at = end;
  }
  return out + value.slice(at);
}

/**
 * Drops var() fallbacks for the custom properties the root element always defines (the theme's
 * tokens, inherited everywhere): a fallback is used only for a property with no value, so these never
 * are. Tailwind's base styles carry a long font list as one.
 */
function withoutDeadFallbacks(root: Root): void {
  const defined = new Set<string>();
  root.walkRules((rule) => {
    if (isUnconditionalRootRule(rule))
      rule.each((node) => {
        if (node.type === 'decl' && node.prop.startsWith('--')) defined.add(node.prop);
      });
  });
  root.walkDecls((decl) => {
    if (decl.value.includes('var(')) decl.value = withoutFallbacks(decl.value, defined);
  });
}

/**
 * Writes Tailwind's spacing steps (`calc(var(--spacing) * 4)`) as lengths when the stylesheet defines
 * the spacing unit once, on the root, as a plain length, and the page's inline styles do not set it:
 * the same values in fewer bytes of the first round trip.
 */
function withFoldedSpacing(root: Root, pageCss: string): void {
  const declarations: Declaration[] = [];
  root.walkDecls('--spacing', (decl) => {
    declarations.push(decl);
  });
  const unit = declarations[0]?.value.match(/^(\d*\.?\d+)(rem|px)$/);
  const rule = declarations[0]?.parent;
  if (declarations.length !== 1 || !unit || rule?.type !== 'rule' || !isUnconditionalRootRule(rule)) return;
  if (/--spacing\s*:/.test(pageCss)) return;
  root.walkDecls((decl) => {
    decl.value = decl.value.replace(
      /calc\(var\(--spacing\) \* (-?\d*\.?\d+)\)/g,
      (_, steps: string) => `${Number((Number(unit[1]) * Number(steps)).toPrecision(6))}${unit[2]}`,
    );
  });
}

/** The rule that gives every element a custom property's initial value (Tailwind's own fallback's selector). */
const EVERY_ELEMENT = '*,:before,:after,::backdrop';

/**
 * Replaces the @property registrations with their initial values given to every element, in the
 * `properties` layer, unconditionally. Tailwind registers its --tw-* properties (none inherits) so that
 * each starts from a value; it gives older browsers the same values from an @supports block. For a
 * first paint the plain values draw the same in every browser, in about a third of the bytes; the full
 * stylesheet registers the properties when it arrives, and nothing changes then.
 */
function withRegistrationsAsInitialValues(root: Root): void {
  // Tailwind's fallback values come first: written for browsers that do not register, they already
  // read right unregistered ('0px' where a registered <length> may say '0', which calc() refuses bare).
  const initialValues = new Map<string, string>();
  let layer: AtRule | undefined;
  root.walkAtRules('layer', (atRule) => {
    if (atRule.params.trim() !== 'properties' || !atRule.nodes) return;
    layer ??= atRule;
    atRule.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) initialValues.set(decl.prop, decl.value);
    });
    atRule.removeAll();
  });
  root.walkAtRules('property', (registration) => {
    const name = registration.params.trim();
    registration.walkDecls('initial-value', (decl) => {
      if (!initialValues.has(name)) initialValues.set(name, unregisteredValue(decl.value, registration));
    });
    registration.remove();
  });
  if (initialValues.size === 0) {
    layer?.remove();
    return;
  }
  const rule = postcss.rule({ selector: EVERY_ELEMENT });
  for (const [prop, value] of initialValues) rule.append(postcss.decl({ prop, value }));
  if (!layer) {
    layer = postcss.atRule({ name: 'layer', params: 'properties' });
    root.prepend(layer);
  }
  layer.append(rule);
}

/** A registered initial value as an unregistered property must spell it: a bare 0 length gets its unit. */
function unregisteredValue(value: string, registration: AtRule): string {
  let syntax = '';
  registration.walkDecls('syntax', (decl) => {
    syntax = decl.value;
  });
  return /<length/.test(syntax) && value.trim() === '0' ? '0px' : value;
}

/**
 * The inline stylesheet from the rules the page uses (`usedRules`, in the full stylesheet's order):
 * fallbacks that can never apply and custom properties nobody reads are dropped, and the full stylesheet's layer order (`layers`, from
 * `layerOrder`) is declared first,
 * so a layer the page does not use cannot change the cascade when the full stylesheet arrives.
 */
export function criticalStylesheet(usedRules: string, { layers, pageCss }: { layers: string[]; pageCss: string }) {
  const root = postcss.parse(usedRules);
  withoutDeadFallbacks(root);
  withRegistrationsAsInitialValues(root);
  withFoldedSpacing(root, pageCss);
  withoutUnreadCustomProperties(root, pageCss);
  const order = layers.length ? `@layer ${layers.join(',')};` : '';
  // PostCSS writes '</style' in a string as '\3c /style', so the text cannot end its style element early.
  return `${order}${root.toString()}`;
}
