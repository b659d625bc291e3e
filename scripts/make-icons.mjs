// Writes the web manifest's PNG icons from the brand mark (public/favicon.svg): 192 and 512 px as
// drawn, and a 512 px maskable icon whose mark sits inside the central safe zone (a circle of 80% of
// the width) on a full-bleed brand background, so any launcher mask keeps it whole.
// Usage: node scripts/make-icons.mjs (the PNGs are committed; rerun after changing the mark).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = readFileSync('public/favicon.svg', 'utf8').trim();
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/icon-${size}.png`);
}
// The mark's drawing without its rounded square, scaled to 60% and centred on a square of brand colour.
const drawing = mark.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#d9124a"/><g transform="translate(16 16) scale(0.75) translate(-16 -17)">${drawing}</g></svg>`;
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile('public/icons/maskable-512.png');
