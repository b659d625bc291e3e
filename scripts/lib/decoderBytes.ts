// How many bytes of a compressed file a streaming decoder needs before it has produced the first N
// bytes of the original: the bytes a browser must receive before it can parse that far into a page.
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

export type StoredEncoding = 'br' | 'gzip';

/** What a decoder fed `prefix` (and told to give out all it can) has produced, in bytes. */
function decodedLength(prefix: Buffer, encoding: StoredEncoding): number {
  try {
    return encoding === 'br'
      ? brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length
      : gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch {
    // Too short for the format's header: nothing decoded yet.
    return 0;
  }
}

/**
 * The smallest number of leading bytes of `compressed` from which a streaming decoder produces at
 * least `outputBytes` bytes (all of `compressed` when the original is shorter).
 */
export function compressedBytesBefore(compressed: Buffer, encoding: StoredEncoding, outputBytes: number): number {
  if (outputBytes <= 0) return 0;
  let low = 1;
  let high = compressed.length;
  if (decodedLength(compressed, encoding) < outputBytes) return compressed.length;
  // Decoded output only grows with the input: the first prefix long enough, by halving.
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedLength(compressed.subarray(0, middle), encoding) >= outputBytes) high = middle;
    else low = middle + 1;
  }
  return low;
}
