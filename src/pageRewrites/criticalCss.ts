/**
 * As each page is rendered, gives it the CSS its first paint needs inline, so a first visit paints from
 * the HTML alone (one round trip), and moves the full stylesheet to the end of the body, where it loads
 * without blocking render and is cached for the next page. Beasties finds the rules of the full
 * stylesheet that match the page's markup (as a first paint shows it); criticalCss/ trims them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import postcss from 'postcss';
import { stylesheetLinks } from '../lib/pageLoads';
import { islandStyleOf } from './islandStylesInHead';
import { firstPaintMarkup, markupSkeleton, selectorAttributes } from './criticalCss/firstPaintMarkup';
import { selectorAnswers, selectorQuestions } from './criticalCss/selectorAnswers';
import {
  needsInteraction,
  pseudoElementHost,
  withOpenedGroups,
  withoutHeadScriptAttributes,
} from './criticalCss/selectors';
import { criticalStylesheet, layerOrder } from './criticalCss/stylesheet';
import type { PageRewrite } from './pageRewriter';

/**
 * Beasties' own selector simplification (pseudo-classes and pseudo-elements stripped, so a selector
 * can be matched against static markup). Not in its type declarations: checked here, so an upgrade
 * that renames it stops the build instead of silently inlining less.
 */
const beastiesNormalize = (Beasties.prototype as unknown as { normalizeCssSelector?: (selector: string) => string })
  .normalizeCssSelector;
if (typeof beastiesNormalize !== 'function')
  throw new Error(
    'critical CSS: beasties has no normalizeCssSelector any more; update src/pageRewrites/criticalCss.ts',
  );

/** Beasties reading stylesheets from the build folder; URLs start with the base path, files do not. */
class BuiltStylesheets extends Beasties {
  readonly #dist: string;
  readonly #base: string;
  readonly #sheets = new Map<string, string>();
  readonly #selectors = new Map<string, string>();

  constructor(dist: string, base: string) {
    super({
      path: dist,
      // Only the rules are taken from its output: the page itself is rewritten by withCriticalCss.
      preload: 'body',
      reduceInlineStyles: false,
      pruneSource: false,
      keyframes: 'critical',
      logLevel: 'warn',
    });
    this.#dist = dist;
    this.#base = base;
  }

  /**
   * The selector Beasties matches against the page. It drops a pseudo-class with its argument, which
   * loses rules written wholly inside :is() or :where() (Tailwind's space-y-*, group-* and peer-*):
   * those groups are opened first. The root's theme attribute is set before the first paint by a head
   * script, so a rule for either theme is matched as if it were set. A selector of pseudo-elements alone ('::placeholder') applies to
   * the elements that have them; one that needs a hover, focus or press matches none (an empty
   * selector is left out).
   */
  normalizeCssSelector(selector: string): string {
    if (!this.#selectors.has(selector)) {
      const matchable = needsInteraction(selector)
        ? ''
        : beastiesNormalize!.call(this, withOpenedGroups(withoutHeadScriptAttributes(selector))) ||
          pseudoElementHost(selector);
      this.#selectors.set(selector, matchable);
    }
    return this.#selectors.get(selector)!;
  }

  override getCssAsset(href: string): string {
    const path = href.split('?')[0].slice(this.#base.length - 1);
    if (!this.#sheets.has(path)) this.#sheets.set(path, readFileSync(join(this.#dist, path), 'utf8'));
    return this.#sheets.get(path)!;
  }
}

/** The text of the page's own inline styles (style elements and attributes): they may read custom properties. */
export function inlineStyleText(html: string): string {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, css]) => css);
  return [...elements, ...attributes].join('\n');
}

/**
 * The page with `css` inline in its head where its stylesheet links were, and the links moved to the
 * end of the body (a stylesheet there holds back nothing drawn before it, and needs no script). The
 * inline style's hash is added to the page's CSP by the last step (src/pageRewrites/pageCsp.ts).
 */
export function withCriticalCss(html: string, css: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const links = stylesheetLinks(html.slice(0, headEnd));
  if (links.length === 0 || bodyEnd < 0) return html;
  let head = html.slice(0, headEnd);
  // Astro's island rules join the inline CSS as its last (unlayered) rules: one style element and one
  // hash in the page's policy instead of two, about 70 bytes of the first round trip.
  const island = islandStyleOf(head);
  if (island) head = head.replace(island.element, '');
  const inline = island ? `${css}${island.css}` : css;
  head = head.replace(links[0].tag, () => `<style>${inline}</style>`);
  for (const { tag } of links.slice(1)) head = head.replace(tag, () => '');
  return `${head}${html.slice(headEnd, bodyEnd)}${links.map(({ tag }) => tag).join('')}${html.slice(bodyEnd)}`;
}

/** The page's critical rules as Beasties finds them in its first-paint markup. */
async function usedRules(beasties: BuiltStylesheets, firstPaint: string): Promise<string> {
  const processed = await beasties.process(firstPaint);
  return [...processed.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
}

/** Every selector of a stylesheet's rules, as Beasties goes through them (inside at-rules too). */
function ruleSelectors(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => void selectors.push(...rule.selectors));
  return selectors;
}

/** What the stylesheets a page links contribute to its critical CSS, worked out once per build. */
interface SheetFacts {
  id: number;
  layers: string[];
  attributes: Set<string>;
  questions: ReturnType<typeof selectorQuestions>;
}

/** Beasties reads only the elements under one marked this way, if a page has any: its answers would differ. */
const BEASTIES_CONTAINER = 'data-beasties-container';

/** `base` is the site's base path ('/' or '/folder/'): stylesheet URLs start with it, files in dist do not. */
export function inlineCriticalCss(base: string): PageRewrite {
  let beasties: BuiltStylesheets | undefined;
  const sheets = new Map<string, SheetFacts>();
  // Pages built from one layout often differ only in text and links: same skeleton, same CSS. Pages whose
  // skeletons differ (markdown bodies of different shapes) mostly still match the same selectors: same
  // answers, same CSS, and Beasties runs once for them all.
  const bySkeleton = new Map<string, string>();
  const byAnswers = new Map<string, string>();
  let pages = 0;
  return {
    name: 'critical CSS inlined',
    start: (dist) => {
      beasties = new BuiltStylesheets(dist, base);
      sheets.clear();
      bySkeleton.clear();
      byAnswers.clear();
      pages = 0;
    },
    rewrite: async (html) => {
      const hrefs = stylesheetLinks(html.slice(0, html.indexOf('</head>'))).map(({ href }) => href);
      if (hrefs.length === 0) return html; // redirect pages link no stylesheet
      const sheetKey = hrefs.join(' ');
      if (!sheets.has(sheetKey)) {
        const fullCss = hrefs.map((href) => beasties!.getCssAsset(href)).join('\n');
        const questions = selectorQuestions(ruleSelectors(fullCss), (selector) =>
          beasties!.normalizeCssSelector(selector),
        );
        sheets.set(sheetKey, {
          id: sheets.size,
          layers: layerOrder(fullCss),
          attributes: selectorAttributes(fullCss),
          questions,
        });
      }
      const { id, layers, attributes, questions } = sheets.get(sheetKey)!;
      const pageCss = inlineStyleText(html);
      // Kept as a digest: with real content nearly every page has its own skeleton, tens of KB each.
      const key = createHash('sha256')
        .update(`${id}\0${pageCss}\0${markupSkeleton(html, attributes)}`)
        .digest('base64');
      let critical = bySkeleton.get(key);
      if (critical === undefined) {
        const firstPaint = firstPaintMarkup(html);
        const answers = firstPaint.includes(BEASTIES_CONTAINER)
          ? `skeleton ${key}`
          : selectorAnswers(firstPaint, questions);
        const answersKey = `${id}\0${pageCss}\0${answers}`;
        critical = byAnswers.get(answersKey);
        if (critical === undefined) {
          critical = criticalStylesheet(await usedRules(beasties!, firstPaint), { layers, pageCss });
          byAnswers.set(answersKey, critical);
        }
        bySkeleton.set(key, critical);
      }
      pages++;
      return withCriticalCss(html, critical);
    },
    summary: () => `${pages} pages, ${bySkeleton.size} skeletons, computed for ${byAnswers.size}`,
  };
}
