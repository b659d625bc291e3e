/**
 * The inline stylesheet of a page from the rules of the full stylesheet it uses: unread custom
 * properties dropped and the full stylesheet's cascade layer order kept.
 */
import postcss, { type Root } from 'postcss';

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
 * custom properties nobody reads are dropped, and the full stylesheet's layer order (`layers`, from
 * `layerOrder`) is declared first,
 * so a layer the page does not use cannot change the cascade when the full stylesheet arrives.
 */
export function criticalStylesheet(usedRules: string, { layers, pageCss }: { layers: string[]; pageCss: string }) {
  const root = postcss.parse(usedRules);
  withoutUnreadCustomProperties(root, pageCss);
  const order = layers.length ? `@layer ${layers.join(',')};` : '';
  // PostCSS writes '</style' in a string as '\3c /style', so the text cannot end its style element early.
  return `${order}${root.toString()}`;
}
