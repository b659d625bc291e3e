import { describe, expect, it } from 'vitest';
import { cspForDeploy } from '@/pageRewrites/contentSecurityPolicy';

const directive = (directives: string[], name: string) => directives.find((text) => text.startsWith(`${name} `));
const others = (directives: string[], ...names: string[]) =>
  directives.filter((text) => !names.includes(text.split(' ')[0]));

describe('cspForDeploy', () => {
  const strict = cspForDeploy({ measurementId: null, remoteCovers: 'fetch' });

  it('keeps the strict policy when analytics has no measurement id: pictures from the site only', () => {
    expect(strict).toEqual({
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptResources: ["'self'", "'wasm-unsafe-eval'"],
    });
    // A build that downloads no cover shows the site's own pictures in their place: the same policy.
    expect(cspForDeploy({ measurementId: null, remoteCovers: 'skip' })).toEqual(strict);
  });

  it("allows Google's tag script, its reporting hosts and its pixels only with a measurement id", () => {
    const { directives, scriptResources } = cspForDeploy({ measurementId: 'G-TEST12345', remoteCovers: 'fetch' });
    expect(scriptResources).toEqual([...strict.scriptResources, 'https://www.googletagmanager.com']);
    expect(directive(directives, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(directives, 'img-src')).toBe(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(others(directives, 'connect-src', 'img-src')).toEqual(others(strict.directives, 'connect-src', 'img-src'));
  });

  it('allows pictures from any https host only in a build that links covers from their host', () => {
    const linked = cspForDeploy({ measurementId: null, remoteCovers: 'link' });
    expect(directive(linked.directives, 'img-src')).toBe("img-src 'self' data: https:");
    expect(others(linked.directives, 'img-src')).toEqual(others(strict.directives, 'img-src'));
    expect(linked.scriptResources).toEqual(strict.scriptResources);
  });
});
