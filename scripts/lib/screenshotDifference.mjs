// How far apart two screenshots of the same size are: the share of pixels that differ beyond the
// dithering of gradients (the site's drawn pictures are dithered anew each time they are painted).
import sharp from 'sharp';

/** A colour channel may differ by this much between two renderings of the same picture. */
const DITHER_TOLERANCE = 4;

/**
 * The share of pixels (0 to 1) that differ beyond dithering between two PNG screenshots of the same
 * size.
 * @param {Buffer} a
 * @param {Buffer} b
 */
export async function differingPixels(a, b) {
  const [first, second] = await Promise.all([
    sharp(a).removeAlpha().raw().toBuffer(),
    sharp(b).removeAlpha().raw().toBuffer(),
  ]);
  if (first.length !== second.length) return 1;
  const apart = (i) => Math.abs(first[i] - second[i]) > DITHER_TOLERANCE;
  let differing = 0;
  for (let i = 0; i < first.length; i += 3) {
    if (apart(i) || apart(i + 1) || apart(i + 2)) differing++;
  }
  return differing / (first.length / 3);
}
