import { describe, expect, it } from 'vitest';
import { cspForAnalytics, runtimeStyleHashes } from '@/pageRewrites/contentSecurityPolicy';

describe('cspForAnalytics', () => {
  it('keeps the strict policy when analytics has no measurement id', () => {
    expect(cspForAnalytics(null)).toEqual({
      directives: [
        "default-src 'self'",
        "img-src 'self' https: data:",
        "connect-src 'self'",
        "font-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptResources: ["'self'", "'wasm-unsafe-eval'"],
    });
  });

  it("allows Google's tag script and its reporting hosts only with a measurement id", () => {
    const strict = cspForAnalytics(null);
    const { directives, scriptResources } = cspForAnalytics('G-TEST12345');
    expect(scriptResources).toEqual([...strict.scriptResources, 'https://www.googletagmanager.com']);
    expect(directives.find((directive) => directive.startsWith('connect-src '))).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directives.filter((directive) => !directive.startsWith('connect-src '))).toEqual(
      strict.directives.filter((directive) => !directive.startsWith('connect-src ')),
    );
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
