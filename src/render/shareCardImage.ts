/**
 * Build-time: draws a share card (src/lib/shareCards.ts) as a 1200x630 JPEG. satori lays out the text
 * as SVG paths in the bundled Inter font (satori reads TTF, OTF and WOFF, not WOFF2); sharp puts that
 * over the cover (resized to fill the card) or over the site's dark background. Cards are cached on
 * disk by a hash of what they show, so a rebuild draws only the cards whose page changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import {
  SHARE_CARD_DESIGN_VERSION,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type PageShareCard,
  type ShareCardContent,
  type ShareCardSpec,
} from '../lib/shareCards.ts';
import type { Cover } from '../lib/covers.ts';
import { coverFile, fileDigest } from './localFiles.ts';
import { SITE_NAME } from '../data/site.ts';
import { processState } from './processState.ts';

/** Where drawn cards are kept between builds (git-ignored; outside node_modules, which `npm ci` empties). */
export const SHARE_CARD_CACHE_DIR = join(process.cwd(), '.cache/share-cards');
const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource/inter/files');
/** JPEG: a photo background would make a PNG ten times larger; text stays crisp at this quality. */
const JPEG_QUALITY = 82;
const COLORS = { night: '#111827', brand: '#ff2d60', white: '#ffffff', mist: '#e5e7eb' };

let fonts: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= [
    { name: 'Inter', data: readFileSync(join(FONT_DIR, 'inter-latin-400-normal.woff')), weight: 400, style: 'normal' },
    { name: 'Inter', data: readFileSync(join(FONT_DIR, 'inter-latin-800-normal.woff')), weight: 800, style: 'normal' },
  ];
  return fonts;
}

/** The cache key: equal for two cards that look the same, different as soon as anything shown changes. */
export function shareCardKey({ title, label, siteName, coverDigest = '' }: ShareCardContent): string {
  return createHash('sha256')
    .update(JSON.stringify([SHARE_CARD_DESIGN_VERSION, title, label, siteName, coverDigest]))
    .digest('hex')
    .slice(0, 32);
}

/** Long titles get a smaller type size so that up to four lines fit. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 62;
  return 50;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card's text layer as SVG; `overCover` darkens the picture behind it so white text stays legible. */
async function textLayer({ title, label, siteName }: ShareCardContent, overCover: boolean): Promise<string> {
  const background = overCover
    ? 'linear-gradient(to bottom, rgba(17,24,39,0.55), rgba(17,24,39,0.92))'
    : `linear-gradient(135deg, ${COLORS.night} 55%, #3b0a1d)`;
  const tree = el(
    'div',
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundImage: background,
      fontFamily: 'Inter',
      color: COLORS.white,
    },
    [
      el('div', { display: 'flex' }, [
        el(
          'div',
          {
            display: 'flex',
            backgroundColor: COLORS.brand,
            color: COLORS.white,
            borderRadius: 999,
            padding: '10px 28px',
            fontSize: 30,
            fontWeight: 800,
          },
          label,
        ),
      ]),
      el(
        'div',
        {
          display: 'block',
          fontSize: titleSize(title),
          fontWeight: 800,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          lineClamp: 4,
        },
        title,
      ),
      el('div', { display: 'flex', alignItems: 'center', fontSize: 32, fontWeight: 400, color: COLORS.mist }, [
        el('div', { width: 20, height: 20, borderRadius: 999, backgroundColor: COLORS.brand, marginRight: 16 }),
        el('div', { display: 'flex' }, siteName),
      ]),
    ],
  );
  return satori(tree as never, { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: loadFonts() });
}

/** Draws a card: the text over the cover file when there is one, else over the plain background. */
export async function drawShareCard(content: ShareCardContent, coverPath?: string): Promise<Buffer> {
  const svg = Buffer.from(await textLayer(content, Boolean(coverPath)));
  const base = coverPath
    ? sharp(coverPath)
        .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover' })
        .composite([{ input: svg }])
    : sharp(svg);
  // Plain libjpeg: mozjpeg would save about a tenth of the bytes for three times the encoding time.
  return base.jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** What the pages have published, by each card's path under the site. */
export interface ShareCardRegistry {
  /** In a build: the card's file in the cache, drawn as its page rendered. */
  files: Map<string, string>;
  /** On the dev server: what the card shows, drawn when it is asked for. */
  specs: Map<string, ShareCardSpec>;
  drawn: number;
  drawSeconds: number;
}

/**
 * Kept on the process: the pages (in Vite's module graph) fill it, the integration that links the
 * files into the output (loaded with astro.config.mjs, a separate module instance) empties it.
 */
export function shareCardRegistry(): ShareCardRegistry {
  return processState('shareCards', () => ({ files: new Map(), specs: new Map(), drawn: 0, drawSeconds: 0 }));
}

/** The cache file of a card, drawn into the cache first if it is not there. */
async function cachedShareCardFile(content: ShareCardContent, coverPath?: string): Promise<string> {
  const file = join(SHARE_CARD_CACHE_DIR, `${shareCardKey(content)}.jpg`);
  if (existsSync(file)) return file;
  const started = performance.now();
  const card = await drawShareCard(content, coverPath);
  mkdirSync(SHARE_CARD_CACHE_DIR, { recursive: true });
  // Written beside and renamed: two builds at once never read a half-written card.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, card);
  renameSync(partial, file);
  const registry = shareCardRegistry();
  registry.drawn += 1;
  registry.drawSeconds += (performance.now() - started) / 1000;
  return file;
}

/** A card's bytes, from the cache or drawn and cached (what the dev server answers for a card). */
export async function shareCard(content: ShareCardContent, coverPath?: string): Promise<Buffer> {
  return readFileSync(await cachedShareCardFile(content, coverPath));
}

/** What a page's card shows, with the cover file behind it (a local cover's path on disk). */
function shareCardSpec(route: string, title: string, label: string, cover?: Cover): ShareCardSpec {
  const coverPath = coverFile(cover);
  return {
    route,
    content: { title, label, siteName: SITE_NAME, coverDigest: coverPath && fileDigest(coverPath) },
    coverPath,
  };
}

/**
 * Each page publishes its card as it renders; src/integrations/shareCardFiles.ts puts the cards in
 * front of visitors. In a build the card is drawn into the cache now (if needed) and linked into the
 * output when the build is done: routing 10,000 cards through Astro as pages cost several milliseconds
 * each even when cached; a hard link costs almost nothing. On the dev server (`drawOnRequest`) it is
 * drawn only when asked for, so a page (a draft's too) shows at once after an edit.
 */
export async function publishShareCard(card: PageShareCard, { drawOnRequest = false } = {}): Promise<void> {
  const spec = shareCardSpec(card.route, card.title, card.label, card.cover);
  const registry = shareCardRegistry();
  if (drawOnRequest) registry.specs.set(card.path, spec);
  else registry.files.set(card.path, await cachedShareCardFile(spec.content, spec.coverPath));
}
