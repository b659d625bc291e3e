/**
 * How a selector is read when matching it against static markup for critical CSS: :is()/:where()
 * groups opened, rules that need an interaction left out, pseudo-element resets tied to their hosts.
 */
import { EARLY_SEARCH_ATTRIBUTE } from '../../data/search';
import { THEME_ATTRIBUTE } from '../../data/theme';

/** Index of the parenthesis closing the one at `open`, skipping escapes, quotes and nested groups. */
function closingParen(selector: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < selector.length; i++) {
    const char = selector[i];
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
    const char = selector[i];
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

/**
 * The root's attributes that a script in the head sets before the first paint, so the built markup
 * never has them, yet a page's first paint may need the rules that read them: the theme
 * (`[data-theme='dark']`, from the visitor's stored choice; src/data/theme.ts) and the search page's
 * early loading state (src/data/search.ts).
 */
const ROOT_ATTRIBUTES_SET_BY_HEAD_SCRIPTS = [THEME_ATTRIBUTE, EARLY_SEARCH_ATTRIBUTE];

/**
 * A selector without the root attributes set by head scripts, for matching against the built markup.
 * A negated one (`:not([data-theme=…])`) stays: the matcher drops negations whole.
 */
export function withoutHeadScriptAttributes(selector: string): string {
  return ROOT_ATTRIBUTES_SET_BY_HEAD_SCRIPTS.reduce(
    (rest, attribute) => rest.replace(new RegExp(`(?<!:not\\()\\[${attribute}(?:[~|^$*]?=[^\\]]*)?\\]`, 'g'), ''),
    selector,
  );
}
