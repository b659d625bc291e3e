import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, CSP_SCRIPT_RESOURCES, cspForAnalytics } from '../../src/build/contentSecurityPolicy';

describe('cspForAnalytics', () => {
  it('keeps the strict policy when analytics has no measurement id', () => {
    expect(cspForAnalytics(null)).toEqual({ directives: CSP_DIRECTIVES, scriptResources: CSP_SCRIPT_RESOURCES });
  });

  it("allows Google's tag script and its reporting hosts only with a measurement id", () => {
    const { directives, scriptResources } = cspForAnalytics('G-TEST12345');
    expect(scriptResources).toEqual([...CSP_SCRIPT_RESOURCES, 'https://www.googletagmanager.com']);
    expect(directives.find((directive) => directive.startsWith('connect-src '))).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directives.filter((directive) => !directive.startsWith('connect-src '))).toEqual(
      CSP_DIRECTIVES.filter((directive) => !directive.startsWith('connect-src ')),
    );
  });
});
