/**
 * What Beasties asks of a page: for each selector of the stylesheet, whether the page's first-paint
 * markup has an element it matches. Its critical CSS depends on the page through these answers only
 * (with the stylesheet and the page's inline styles), so pages that answer alike share one computation.
 * The answers are worked out as Beasties works them out: the same HTML parser and selector engine
 * (the copies Beasties itself loads: a unit test checks), queried under the root element, and the same shortcut for a
 * selector of a single class or id (present anywhere, root included). Each question is compiled once per
 * build, and a selector's classes must all be on the page before it is matched, so a page costs a parse
 * and a few hundred set lookups, not a Beasties run.
 */
import { compile, selectOne } from 'css-select';
import { AttributeAction, SelectorType, parse as parseSelector, type Selector } from 'css-what';
import { ElementType, parseDocument } from 'htmlparser2';

/** An element of htmlparser2's document (its own domhandler version, which Beasties parses with too). */
type Element = Extract<ReturnType<typeof parseDocument>['children'][number], { attribs: Record<string, string> }>;

/** A selector as Beasties matches it, ready to be answered for any page. */
type Question =
  /** Beasties' shortcut: every one of these classes and ids is somewhere in the document. */
  | { kind: 'present'; classes: string[]; ids: string[] }
  /** A full match under the root element, tried only when `classes` and `tags` are all on the page. */
  | { kind: 'match'; classes: string[]; tags: string[]; matches: (element: Element) => boolean };

/**
 * The questions for a stylesheet's selectors (each as written in a rule's selector list). `normalize`
 * is the selector Beasties matches (pseudo-classes stripped); an empty one is never asked, and one
 * that cannot be parsed is answered "no" on every page, as Beasties answers it.
 */
export function selectorQuestions(selectors: Iterable<string>, normalize: (selector: string) => string): Question[] {
  const questions: Question[] = [];
  const seen = new Set<string>();
  for (const selector of selectors) {
    const matchable = normalize(selector);
    if (!matchable || seen.has(matchable)) continue;
    seen.add(matchable);
    let groups: ReturnType<typeof parseSelector>;
    try {
      groups = parseSelector(matchable);
    } catch {
      continue;
    }
    // Beasties' shortcut applies when each comma-separated part is one token, and some are classes or ids.
    if (groups.every((group) => group.length === 1)) {
      const tokens = groups.flat().filter((token) => token.type === SelectorType.Attribute);
      const classes = tokens.filter((token) => token.name === 'class').map((token) => token.value);
      const ids = tokens.filter((token) => token.name === 'id').map((token) => token.value);
      if (classes.length + ids.length > 0) {
        questions.push({ kind: 'present', classes, ids });
        continue;
      }
    }
    let matches: (element: Element) => boolean;
    try {
      matches = compile<Element, Element>(matchable);
    } catch {
      continue;
    }
    // The classes and element names a match needs somewhere on the page: every compound of a single
    // selector (not those inside a pseudo-class's argument) names an element that must exist.
    const tokens = groups.length === 1 ? groups[0] : [];
    const classes = tokens.flatMap((token: Selector) =>
      token.type === SelectorType.Attribute && token.name === 'class' && token.action === AttributeAction.Element
        ? [token.value]
        : [],
    );
    const tags = tokens.flatMap((token: Selector) =>
      token.type === SelectorType.Tag ? [token.name.toLowerCase()] : [],
    );
    questions.push({ kind: 'match', classes, tags, matches });
  }
  return questions;
}

/** The page's answers to `questions`, as a string (one character each). `html` is its first-paint markup. */
export function selectorAnswers(html: string, questions: readonly Question[]): string {
  const document = parseDocument(html, { decodeEntities: false });
  const root = document.children.find((node): node is Element => node.type === ElementType.Tag);
  if (!root) return '';
  // Beasties' shortcut splits class lists on spaces alone; a selector matches a class between any whitespace.
  const classesBySpace = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  const pending: Element[] = [root];
  for (let element = pending.pop(); element; element = pending.pop()) {
    tags.add(element.name.toLowerCase());
    const { class: classList, id } = element.attribs;
    if (classList !== undefined) {
      for (const name of classList.trim().split(' ')) classesBySpace.add(name);
      for (const name of classList.split(/\s+/)) if (name) classes.add(name);
    }
    if (id !== undefined) ids.add(id.trim());
    for (const child of element.children) if (child.type === ElementType.Tag) pending.push(child);
  }
  let answers = '';
  for (const question of questions) {
    if (question.kind === 'present') {
      const present =
        question.classes.every((name) => classesBySpace.has(name)) && question.ids.every((id) => ids.has(id));
      answers += present ? '1' : '0';
    } else if (!question.classes.every((name) => classes.has(name)) || !question.tags.every((tag) => tags.has(tag))) {
      answers += '0';
    } else {
      try {
        answers += selectOne(question.matches, root) ? '1' : '0';
      } catch {
        answers += '!';
      }
    }
  }
  return answers;
}
