// The server configs in deploy/ carry generated sections (short tutorial addresses, security headers):
// each must be what its source generates now. The servers themselves answer in tests/e2e/hosting.spec.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_CONFIG_SECTIONS, withGeneratedSections } from '@/integrations/hosting/serverConfigs';
import { CSP_HEADER, SECURITY_HEADERS } from '@/pageRewrites/contentSecurityPolicy';
import { TUTORIAL_ALIASES } from '@/data/tutorialAliases';

describe('the server configs in deploy/', () => {
  it.each(Object.entries(SERVER_CONFIG_SECTIONS))(
    '%s is up to date (else run npm run deploy-configs)',
    (file, sections) => {
      const text = readFileSync(file, 'utf8');
      expect(withGeneratedSections(text, sections)).toBe(text);
    },
  );

  it('send the security headers in every nginx location and in Caddy’s shared snippet', () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    const caddy = readFileSync('deploy/Caddyfile', 'utf8');
    const locations = nginx.match(/^\s*location\b/gm)!.length;
    expect(locations).toBeGreaterThan(1);
    expect(nginx.split(`add_header Content-Security-Policy "${CSP_HEADER}" always;`).length - 1).toBe(locations);
    expect(caddy.split(`Content-Security-Policy "${CSP_HEADER}"`).length - 1).toBe(1);
    for (const name of Object.keys(SECURITY_HEADERS)) expect(caddy).toContain(`\t\t${name} "`);
  });

  it('redirect every short address in nginx and Caddy', () => {
    for (const [from, to] of Object.entries(TUTORIAL_ALIASES)) {
      expect(readFileSync('deploy/nginx.conf', 'utf8')).toContain(`^(.*)${from}/?$ $1${to} permanent;`);
      expect(readFileSync('deploy/Caddyfile', 'utf8')).toContain(`}${to}{alias_query} permanent`);
    }
  });
});

describe('withGeneratedSections', () => {
  const sections = { rules: { note: 'from the table', lines: () => ['a;', 'b;'] } };

  it('writes each occurrence of a section afresh at its own indentation', () => {
    const text = 'x {\n  # BEGIN rules\n  old;\n  # END rules\n}\ny {\n\t# BEGIN rules\n\t# END rules\n}\n';
    expect(withGeneratedSections(text, sections)).toBe(
      'x {\n  # BEGIN rules\n  # from the table\n  a;\n  b;\n  # END rules\n}\n' +
        'y {\n\t# BEGIN rules\n\t# from the table\n\ta;\n\tb;\n\t# END rules\n}\n',
    );
  });

  it('fails on a missing section and on one it does not know', () => {
    expect(() => withGeneratedSections('nothing here\n', sections)).toThrow(/no section .*rules/);
    expect(() => withGeneratedSections('# BEGIN other\n# END other\n', sections)).toThrow(/other/);
  });
});
