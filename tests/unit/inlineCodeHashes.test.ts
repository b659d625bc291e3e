import { describe, expect, it } from 'vitest';
import { runtimeStyleHashes, sha256Source } from '@/pageRewrites/inlineCodeHashes';

describe('sha256Source', () => {
  it('writes a text as the browser hashes it: sha256- and the base64 digest', () => {
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(sha256Source('t()')).toBe('sha256-Ah+cA2gD4IuvO5KBsnMU4+J+XQcwZf4eDap4aP/c/PQ=');
  });
});

describe('runtimeStyleHashes', () => {
  it("allows sonner's stylesheet and the empty style element it appends before filling it", () => {
    const hashes = runtimeStyleHashes();
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(hashes.every((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash))).toBe(true);
  });
});
