// The first screen of a built page, measured in a browser: the fewest bytes of its HTML from which
// Chromium draws the same first screen as from the whole page (JavaScript off, reduced motion, at a
// phone's 390x844 and a desktop's 1280x800), and what those bytes cost as the page's stored brotli and
// gzip copies, as much of each as a streaming decoder needs to produce them.
//
// How: the whole page is drawn once; every node of it that shows on the first screen is found, and the
// HTML up to the end of the last of them (parse5 gives each node's place in the file, in the order the
// browser's own parser builds them) is the estimate. The page cut there is drawn and compared with the
// whole page's first screen, pixel for pixel (gradients' dithering aside); if they differ, something
// after that point still changes the first screen (a stylesheet, a fixed element), and the cut moves
// later until they agree.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from 'parse5';
import { compressedBytesBefore } from './decoderBytes.ts';
import { differingPixels } from './screenshotDifference.mjs';

const FIRST_SCREEN_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/**
 * End offsets (in characters of the HTML) of the page's elements and text nodes in document order,
 * as the browser's parser builds them: what a TreeWalker over the document visits, template contents
 * aside.
 */
function nodeEnds(html) {
  const ends = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      const location = child.sourceCodeLocation;
      if (child.nodeName === '#text' || child.tagName) {
        // Elements the parser made up (no place in the file) end where their last child does.
        ends.push(location?.endOffset ?? null);
      }
      if (child.tagName) walk(child);
      if (location && ends.at(-1) === null) ends[ends.length - 1] = location.endOffset;
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return ends;
}

/** In the page: for each element and text node in document order, whether it draws on the first screen. */
function shownOnFirstScreen() {
  // A resize can leave the page scrolled (scroll anchoring keeps a node in view): the first screen is the top.
  window.scrollTo(0, 0);
  const width = window.innerWidth;
  const height = window.innerHeight;
  const onScreen = (rects) =>
    [...rects].some(
      (rect) =>
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.top < height &&
        rect.right > 0 &&
        rect.left < width,
    );
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  // The root element holds the whole page: what it shows is found in its nodes.
  const shown = [false];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.data.trim()) {
        shown.push(false);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      shown.push(onScreen(range.getClientRects()));
    } else {
      // An element shows by itself only when it has no children to show for it (a picture, a field, an
      // empty box with a background); text and elements inside it are found on their own.
      const leaf = node.childElementCount === 0 && !node.textContent.trim();
      shown.push(leaf && onScreen(node.getClientRects()) && getComputedStyle(node).visibility !== 'hidden');
    }
  }
  return shown;
}

/**
 * In the page: waits for what the first screen still loads after the load event: its pictures decoded
 * (a cut page starts their downloads anew) and the fonts its text fell back to (text is laid out again
 * once they are).
 */
async function firstScreenSettled() {
  const pictures = [...document.images].filter((image) => {
    const rect = image.getBoundingClientRect();
    return rect.top < window.innerHeight && rect.bottom > 0;
  });
  await Promise.all(pictures.map((image) => (image.complete ? null : image.decode().catch(() => null))));
  await document.fonts.ready;
}

/**
 * The copies of `file` a server sends: those the build stored beside it, or, for a build without them,
 * the same made here at the levels the build uses.
 */
function storedCopies(file) {
  const html = readFileSync(file);
  return {
    br: existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(html, { level: 9 }),
  };
}

/** The bytes (UTF-8) of the first `characters` characters of `html`. */
const byteLength = (html, characters) => Buffer.byteLength(html.slice(0, characters));

/**
 * A tab that measures first screens one page after another. `context` is a browser context with
 * JavaScript off and motion reduced. A page cut short is served in place of the page's own response.
 */
export async function firstScreenTab(context) {
  // Two tabs: the whole pages load in one with the browser's cache, the cut ones in another, whose
  // requests go through a route (which turns the cache off for that tab).
  const [page, cutPage] = await Promise.all([context.newPage(), context.newPage()]);
  let cut = null;
  await cutPage.route('**/*', (route) =>
    route.request().url() === cut?.url
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cut.body })
      : route.fallback(),
  );
  const load = async (tab, url) => {
    await tab.goto(url, { waitUntil: 'load' });
    await tab.evaluate(firstScreenSettled);
  };
  const capture = (tab) => tab.screenshot({ caret: 'initial' });
  return {
    /**
     * Measures the page at `url` (a server of the build), whose HTML is `file` (its .br and .gz copies
     * beside it), at each viewport. With `verify`, or when the estimate's stored copies need `verifyFrom`
     * bytes or more (a verdict near the budget), the cut is drawn and compared with the whole page
     * (and moved later until they agree); without, the first screen ends where the last node it shows
     * ends in the file. Returns, per viewport, the HTML bytes the first screen needs and the stored
     * copies' bytes for them, and the whole copies' sizes.
     */
    async measure(url, file, { verify = true, verifyFrom = Infinity } = {}) {
      const html = readFileSync(file, 'utf8');
      const copies = storedCopies(file);
      const ends = nodeEnds(html);
      // The last node each first screen shows, and the first screen itself, from one load of the page.
      await load(page, url);
      const estimates = {};
      const wholeShots = {};
      for (const [name, viewport] of Object.entries(FIRST_SCREEN_VIEWPORTS)) {
        await page.setViewportSize(viewport);
        // Read again after a frame is drawn until two readings agree: text laid out anew as a fallback
        // font arrives can move what the first screen shows.
        let shown = await page.evaluate(shownOnFirstScreen);
        for (let reading = 0; reading < 5; reading++) {
          await page.evaluate(firstScreenSettled);
          await capture(page);
          const again = await page.evaluate(shownOnFirstScreen);
          if (again.every((on, index) => on === shown[index])) break;
          shown = again;
        }
        estimates[name] =
          shown.length === ends.length ? Math.max(0, ...shown.map((on, index) => (on ? (ends[index] ?? 0) : 0))) : null;
        const near =
          estimates[name] !== null &&
          Math.max(
            compressedBytesBefore(copies.br, 'br', byteLength(html, estimates[name])),
            compressedBytesBefore(copies.gzip, 'gzip', byteLength(html, estimates[name])),
          ) >= verifyFrom;
        if (verify || near || estimates[name] === null) wholeShots[name] = await capture(page);
      }
      const viewports = {};
      for (const [name, viewport] of Object.entries(FIRST_SCREEN_VIEWPORTS)) {
        let characters = estimates[name] ?? html.length;
        const whole = wholeShots[name];
        if (whole) {
          await cutPage.setViewportSize(viewport);
          const same = async (at) => {
            cut = { url, body: Buffer.from(html.slice(0, at)) };
            await load(cutPage, url);
            // A second frame, in case the first was drawn before a late font's layout.
            return (
              (await differingPixels(await capture(cutPage), whole)) === 0 ||
              (await differingPixels(await capture(cutPage), whole)) === 0
            );
          };
          if (!(await same(characters))) {
            // Something later changes the first screen: the smallest later cut that draws it whole.
            let low = estimates[name] === null ? 0 : characters + 1;
            let high = html.length;
            while (low < high) {
              const middle = Math.floor((low + high) / 2);
              if (await same(middle)) high = middle;
              else low = middle + 1;
            }
            characters = low;
          }
        }
        const bytes = byteLength(html, characters);
        viewports[name] = {
          htmlBytes: bytes,
          br: compressedBytesBefore(copies.br, 'br', bytes),
          gzip: compressedBytesBefore(copies.gzip, 'gzip', bytes),
          verified: Boolean(whole),
        };
      }
      return {
        htmlBytes: Buffer.byteLength(html),
        wholeBr: copies.br.length,
        wholeGzip: copies.gzip.length,
        viewports,
      };
    },
  };
}
