import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBytesBefore } from '../../scripts/lib/decoderBytes.ts';

/** A page-like text that compresses as pages do: repeated markup, varied words. */
const text = Buffer.from(
  Array.from(
    { length: 3000 },
    (_, i) => `<li class="item"><a href="/tutorials/${i}">Guide number ${i * 7919}</a></li>`,
  ).join('\n'),
);
const copies = {
  br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(text, { level: 9 }),
} as const;

describe('compressedBytesBefore', () => {
  it.each(['br', 'gzip'] as const)(
    'needs more of the %s copy for more of the page, never more than all of it',
    (encoding) => {
      const copy = copies[encoding];
      const early = compressedBytesBefore(copy, encoding, 10_000);
      const late = compressedBytesBefore(copy, encoding, 200_000);
      expect(early).toBeGreaterThan(0);
      expect(early).toBeLessThan(late);
      expect(late).toBeLessThan(copy.length);
      expect(compressedBytesBefore(copy, encoding, text.length)).toBeLessThanOrEqual(copy.length);
      expect(compressedBytesBefore(copy, encoding, text.length + 1)).toBe(copy.length);
      expect(compressedBytesBefore(copy, encoding, 0)).toBe(0);
    },
  );

  it.each(['br', 'gzip'] as const)('is the smallest prefix that decodes that far (%s)', (encoding) => {
    const copy = copies[encoding];
    const needed = compressedBytesBefore(copy, encoding, 50_000);
    const decode = (prefix: Buffer) =>
      encoding === 'br'
        ? brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
        : gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH });
    expect(decode(copy.subarray(0, needed)).length).toBeGreaterThanOrEqual(50_000);
    expect(decode(copy.subarray(0, needed - 1)).length).toBeLessThan(50_000);
  });
});
