// How a page answers the stylesheet's selectors, the second key of the critical CSS: pages that match
// the same selectors answer alike whatever their shape; any selector matched or not changes the answer;
// a single class or id counts wherever it is, the root included (as Beasties counts it).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectorAnswers, selectorQuestions } from '@/pageRewrites/criticalCss/selectorAnswers';

const page = (body: string, rootClass = '') =>
  `<!DOCTYPE html><html lang="en"${rootClass ? ` class="${rootClass}"` : ''}><head></head><body>${body}</body></html>`;
const asIs = (selector: string) => selector;

describe('selectorAnswers', () => {
  const questions = selectorQuestions(
    ['.prose p', '.prose table', '.dark', '#top', '.card > .title', 'ul li + li', '.a.b'],
    asIs,
  );

  it('answers alike for bodies of different shapes that match the same selectors', () => {
    const short = selectorAnswers(page('<div class="prose"><p>a</p></div>'), questions);
    const long = selectorAnswers(page('<div class="prose"><p>a</p><p>b</p><div><p>c</p></div></div>'), questions);
    expect(short).toBe(long);
    expect(short).toHaveLength(questions.length);
  });

  it.each([
    ['a table in the prose', '<div class="prose"><p>a</p><table><tr><td>1</td></tr></table></div>'],
    ['a card title as a child', '<div class="prose"><p>a</p></div><div class="card"><h2 class="title">t</h2></div>'],
    ['two list items', '<div class="prose"><p>a</p></div><ul><li>1</li><li>2</li></ul>'],
    ['both classes on one element', '<div class="prose"><p>a</p></div><i class="a b"></i>'],
    ['an id', '<div class="prose"><p id="top">a</p></div>'],
  ])('answers differently when a page also has %s', (_, body) => {
    expect(selectorAnswers(page(body), questions)).not.toBe(
      selectorAnswers(page('<div class="prose"><p>a</p></div>'), questions),
    );
  });

  it('does not count what only looks close: a card title that is not a child, classes on two elements', () => {
    const base = selectorAnswers(page('<div class="prose"><p>a</p></div>'), questions);
    const near = page(
      '<div class="prose"><p>a</p></div><div class="card"><div><b class="title">t</b></div></div><i class="a"></i><i class="b"></i>',
    );
    expect(selectorAnswers(near, questions)).toBe(base);
  });

  it('counts a single class on the root element, as Beasties does', () => {
    expect(selectorAnswers(page('<p>a</p>', 'dark'), questions)).not.toBe(selectorAnswers(page('<p>a</p>'), questions));
  });

  it('matches classes separated by any whitespace', () => {
    const spaced = selectorAnswers(page('<div class="card"><h2 class="x\ntitle">t</h2></div>'), questions);
    expect(spaced).not.toBe(selectorAnswers(page('<div class="card"><h2 class="x">t</h2></div>'), questions));
  });

  it('leaves out selectors that normalize to nothing or cannot be parsed', () => {
    const asked = selectorQuestions(['.btn:hover', '.ok', '[unclosed', 'p'], (selector) =>
      selector.includes(':hover') ? '' : selector,
    );
    expect(asked).toHaveLength(2);
    expect(selectorAnswers(page('<p class="ok">a</p>'), asked)).toBe('11');
  });
});

describe('the parser and selector engine', () => {
  it.each(['css-select', 'css-what', 'htmlparser2'])('%s is the copy Beasties loads', (name) => {
    const ours = createRequire(import.meta.url);
    const beasties = createRequire(ours.resolve('beasties'));
    const packageFolder = (path: string) =>
      path.slice(0, path.lastIndexOf(`/node_modules/${name}/`) + name.length + 15);
    expect(packageFolder(beasties.resolve(name))).toBe(packageFolder(ours.resolve(name)));
    expect(dirname(ours.resolve(name))).toContain(`/node_modules/${name}/`);
  });
});
