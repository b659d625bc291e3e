import { describe, expect, it } from 'vitest';
import { firstPaintMarkup, markupSkeleton, selectorAttributes } from '@/pageRewrites/criticalCss/firstPaintMarkup';
import { inlineStyleText, withCriticalCss } from '@/pageRewrites/criticalCss';
import {
  needsInteraction,
  pseudoElementHost,
  withOpenedGroups,
  withoutHeadScriptAttributes,
} from '@/pageRewrites/criticalCss/selectors';
import { criticalStylesheet, layerOrder } from '@/pageRewrites/criticalCss/stylesheet';

describe('firstPaintMarkup', () => {
  const page = (body: string) =>
    `<!doctype html><html><head><link rel="stylesheet" href="/s.css"><style>.x{}</style></head><body>${body}</body></html>`;

  it('keeps what a first paint can show, stylesheet links and hidden elements included', () => {
    const markup = firstPaintMarkup(
      page(
        '<main class="a"><p hidden class="b">x</p><details open><summary>s</summary><ul class="c"></ul></details></main>',
      ),
    );
    expect(markup).toContain('<link rel="stylesheet" href="/s.css">');
    expect(markup).toContain('<p hidden="" class="b">');
    expect(markup).toContain('<ul class="c">');
  });

  it('leaves out scripts, styles, templates, blocks below the fold and closed <details> but their summary', () => {
    const markup = firstPaintMarkup(
      page(
        '<script>1</script><template><b class="t"></b></template><details class="d"><summary class="s">Menu</summary><ul class="menu"></ul></details><div data-below-fold><p class="low"></p></div><footer class="f"></footer>',
      ),
    );
    expect(markup).not.toMatch(/<script|<style|<template|class="t"|class="menu"|class="low"|data-below-fold/);
    expect(markup).toContain('<details class="d"><summary class="s">Menu</summary></details>');
    expect(markup).toContain('<footer class="f">');
  });
});

describe('markupSkeleton', () => {
  const attributes = selectorAttributes('.a[aria-current=page]{}[data-state="on"] b{}');

  it('reads the attribute names selectors use, and ids only if a selector names one', () => {
    expect(attributes).toEqual(new Set(['aria-current', 'data-state']));
    expect(selectorAttributes('.a{color:#fff}@media (width>=40rem){.b{color:#000}}')).toEqual(new Set());
    expect(selectorAttributes('/* #note */ main#main .a{color:red}')).toEqual(new Set(['id']));
  });

  it('keeps elements, nesting, the attributes selectors read and where text is; drops the rest', () => {
    const skeleton = markupSkeleton(
      '<main class="x" data-other="1"><a href="/a" aria-current="page" title="A > B">Home</a> <img src="x.jpg" alt="An image"><script>if (a < b) {}</script><!-- note --></main>',
      attributes,
    );
    expect(skeleton).toBe('<main class="x"><a aria-current="page">~</a><img><script></script></main>');
  });

  it('is the same for pages that differ only in text, links and pictures', () => {
    const page = (title: string, href: string) =>
      `<article class="card"><h2><a href="${href}">${title}</a></h2><p>${title} again</p></article>`;
    expect(markupSkeleton(page('One', '/1'), attributes)).toBe(markupSkeleton(page('Two words', '/2'), attributes));
    expect(markupSkeleton(page('One', '/1'), attributes)).not.toBe(
      markupSkeleton('<article class="card"><h2><a>One</a></h2></article>', attributes),
    );
  });
});

describe('withoutHeadScriptAttributes', () => {
  it.each([
    ["[data-theme='dark'] .card", ' .card'],
    ['[data-theme=dark]', ''],
    ['[data-early-search] .early-search\\:flex', ' .early-search\\:flex'],
  ])('matches %s against the built markup as %s (a head script sets the attribute)', (selector, matched) => {
    expect(withoutHeadScriptAttributes(selector)).toBe(matched);
  });

  it('keeps a negated one and any other attribute', () => {
    expect(withoutHeadScriptAttributes(":not([data-theme='light']) .a")).toBe(":not([data-theme='light']) .a");
    expect(withoutHeadScriptAttributes('[data-search-phase] .a')).toBe('[data-search-phase] .a');
  });
});

describe('withOpenedGroups', () => {
  it.each([
    [':where(.space-y-3>:not(:last-child))', '.space-y-3>:not(:last-child)'],
    [':is(:where(.group):hover .group-hover\\:text-white)', '.group:hover .group-hover\\:text-white'],
    [':is(:where(.peer):checked~.peer-checked\\:bg-brand-600)', '.peer:checked~.peer-checked\\:bg-brand-600'],
    ['[hidden]:where(:not([hidden=until-found]))', '[hidden]:not([hidden=until-found])'],
    [':where(select:is([multiple],[size])) optgroup', 'select:is([multiple],[size]) optgroup'],
    ['.a :where(.b) > c', '.a .b > c'],
  ])('opens %s', (selector, opened) => {
    expect(withOpenedGroups(selector)).toBe(opened);
  });

  it.each([
    // Opening these would change what they match: a list of selectors, or combinators inside a compound.
    ':is(h1,h2) p',
    '.x:is(.a .b)',
    '.max-sm\\:\\[\\&_td\\,\\&_th\\]\\:px-2 :is(td,th)',
  ])('leaves %s as it is', (selector) => {
    expect(withOpenedGroups(selector)).toBe(selector);
  });
});

describe('needsInteraction', () => {
  it.each(['.btn-primary:hover:not(:disabled)', '.group:focus-visible .x', ':focus-visible', '.a:active', 'a:focus'])(
    '%s needs an interaction',
    (selector) => expect(needsInteraction(selector)).toBe(true),
  );
  it.each([
    '.btn:disabled',
    '.a:not(:hover)',
    'details[open]>summary',
    '.peer:checked~.x',
    '.hover\\:x',
    '.focus-ring',
  ])('%s does not', (selector) => expect(needsInteraction(selector)).toBe(false));
});

describe('pseudoElementHost', () => {
  it('ties a reset of a pseudo-element to the elements that have it', () => {
    expect(pseudoElementHost('::placeholder')).toBe('input,textarea');
    expect(pseudoElementHost('::-webkit-datetime-edit')).toBe('input');
    expect(pseudoElementHost('::backdrop')).toBe('dialog');
    expect(pseudoElementHost('::selection')).toBe('*');
  });
});

describe('criticalStylesheet', () => {
  const fullCss = '@layer theme{:root{--a:1}}@layer base{*{margin:0}}@layer components{.c{}}@layer utilities{.u{}}';

  it('declares the full stylesheet layer order first, even for layers the page does not use', () => {
    expect(layerOrder(fullCss)).toEqual(['theme', 'base', 'components', 'utilities']);
    expect(criticalStylesheet('@layer utilities{.u{color:red}}', { layers: layerOrder(fullCss), pageCss: '' })).toBe(
      '@layer theme,base,components,utilities;@layer utilities{.u{color:red}}',
    );
  });

  it('drops the custom properties nothing reads, through chains, and keeps those inline styles read', () => {
    const used =
      ':root{--font:Arial;--default-font:var(--font);--unused:1;--chain:var(--unused);--inline:red}html{font-family:var(--default-font)}@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}.y{box-shadow:var(--tw-y)}';
    const css = criticalStylesheet(used, { layers: [], pageCss: 'color: var(--inline)' });
    expect(css).toContain('--font:Arial');
    expect(css).toContain('--default-font:var(--font)');
    expect(css).toContain('--inline:red');
    expect(css).toContain('.y{box-shadow:var(--tw-y)}');
    expect(css).not.toMatch(/--unused|--chain|--tw-x/);
  });

  it('drops var() fallbacks only for properties the root always defines', () => {
    const used =
      '@layer theme{:root,:host{--font:Arial;--size:1rem}}@media (prefers-color-scheme:dark){:root{--dark-only:1}}html{font-family:var(--font,Helvetica, var(--x, sans-serif))}.a{width:calc(var( --size , 2rem) * var(--dark-only, 2));line-height:var(--tw-leading,var(--size,3rem))}';
    const css = criticalStylesheet(used, { layers: [], pageCss: '' });
    expect(css).toContain('font-family:var(--font)}');
    expect(css).toContain('width:calc(var(--size) * var(--dark-only, 2))');
    expect(css).toContain('line-height:var(--tw-leading,var(--size))');
  });

  it('writes spacing steps as lengths when the root defines the unit once', () => {
    const used =
      '@layer theme{:root,:host{--spacing:.25rem}}.a{margin:calc(var(--spacing) * -2.5) calc(var(--spacing) * 4)}';
    const folded = criticalStylesheet(used, { layers: [], pageCss: '' });
    expect(folded).toContain('.a{margin:-0.625rem 1rem}');
    expect(folded).not.toContain('--spacing');
    // Redefined elsewhere, or by the page's inline styles: left as it is.
    const redefined = `${used}.b{--spacing:1px}`;
    expect(criticalStylesheet(redefined, { layers: [], pageCss: '' })).toContain('calc(var(--spacing) * 4)');
    expect(criticalStylesheet(used, { layers: [], pageCss: '--spacing: 2px' })).toContain('calc(var(--spacing) * 4)');
  });

  it('never writes text that would end its style element early', () => {
    expect(criticalStylesheet('.a{content:"</style>"}', { layers: [], pageCss: '' })).not.toMatch(/<\/style/i);
  });
});

describe('the @property registrations in the inline CSS', () => {
  const used =
    '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-inset-shadow:0 0 #0000}}}' +
    '@layer utilities{.b{border-style:var(--tw-border-style);box-shadow:var(--tw-inset-shadow),var(--tw-ring-shadow),var(--tw-shadow)}}' +
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-gradient-position{syntax:"*";inherits:false}@property --tw-unread{syntax:"*";inherits:false;initial-value:1px}';

  it('become initial values every element gets, in every browser, and the registrations go', () => {
    const css = criticalStylesheet(used, { layers: ['properties', 'utilities'], pageCss: '' });
    expect(css).not.toContain('@property');
    expect(css).not.toContain('@supports');
    const rule = css.match(/@layer properties\{\*,:before,:after,::backdrop\{([^}]*)\}\}/)?.[1] ?? '';
    expect(rule.split(';').sort()).toEqual(
      [
        '--tw-border-style:solid',
        '--tw-inset-shadow:0 0 #0000',
        '--tw-ring-shadow:0 0 #0000',
        '--tw-shadow:0 0 #0000',
      ].sort(),
    );
    // A property nothing reads is left out, and one without an initial value needs none.
    expect(css).not.toMatch(/--tw-unread|--tw-gradient-position/);
    expect(css.indexOf('@layer properties{')).toBeLessThan(css.indexOf('@layer utilities{'));
  });

  it('keep the fallback block spelling, and give a bare 0 length its unit', () => {
    const css = criticalStylesheet(
      '@layer properties{@supports (x:y){*{--tw-ring-offset-width:0px}}}@layer utilities{.r{width:calc(1px + var(--tw-ring-offset-width));height:calc(1px + var(--tw-gap))}}' +
        '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}@property --tw-gap{syntax:"<length-percentage>";inherits:false;initial-value:0}',
      { layers: [], pageCss: '' },
    );
    expect(css).toContain('--tw-ring-offset-width:0px;--tw-gap:0px');
  });

  it('are written as initial values even where Tailwind gave no fallback block', () => {
    const css = criticalStylesheet(
      '@layer utilities{.s{box-shadow:var(--tw-shadow)}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      { layers: [], pageCss: '' },
    );
    expect(css).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}@layer utilities{.s{box-shadow:var(--tw-shadow)}}',
    );
  });

  it('leave the same properties alone outside the properties layer', () => {
    const css = criticalStylesheet('@layer utilities{.s{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}}', {
      layers: [],
      pageCss: '',
    });
    expect(css).toContain('--tw-shadow:0 1px red');
    expect(css).not.toContain('@layer properties');
  });
});

describe('withCriticalCss', () => {
  const html =
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ; style-src-elem 'self' 'sha256-old='; style-src-attr 'unsafe-inline';">` +
    `<link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"><style>.x{color:var(--c)}</style></head>` +
    `<body><main style="width: var(--w)">x</main><script type="module" src="/m.js"></script></body></html>`;

  it('inlines the CSS where the links were and moves the links to the end of the body, in order', () => {
    const page = withCriticalCss(html, '.a{content:"$&"}');
    expect(page).toContain('<style>.a{content:"$&"}</style><style>.x');
    expect(page).toMatch(
      /<script type="module" src="\/m.js"><\/script><link rel="stylesheet" href="\/_astro\/a.css"><link rel="stylesheet" href="\/_astro\/b.css"><\/body>/,
    );
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('rel="stylesheet"');
  });

  it('leaves the page’s CSP to the last step', () => {
    const policy = (page: string) => page.match(/content="([^"]*)"/)![1];
    expect(policy(withCriticalCss(html, '.a{}'))).toBe(policy(html));
  });

  it('leaves a page without a stylesheet link (a redirect page) as it is', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0;url=/x"></head><body></body></html>';
    expect(withCriticalCss(redirect, '.a{}')).toBe(redirect);
  });

  it('reads the custom properties of the page’s own style elements and attributes', () => {
    expect(inlineStyleText(html)).toContain('var(--c)');
    expect(inlineStyleText(html)).toContain('var(--w)');
  });
});
