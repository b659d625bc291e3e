/**
 * The generated sections of the server configs in deploy/ (nginx and Caddy read no JavaScript): the
 * short tutorial addresses and the security headers, written from the same sources as the build's
 * .htaccess and _headers. `npm run deploy-configs` rewrites them; tests/unit/serverConfigs.test.ts
 * fails while a file is out of date. A section runs from a `# BEGIN name` line to its `# END name`
 * line; a file may hold a section several times (nginx repeats headers in each location), each
 * indented as its BEGIN line.
 */
import { SECURITY_HEADERS } from '../../pageRewrites/contentSecurityPolicy.ts';
import { caddyAliasRules, nginxAliasRules } from './redirectRules.ts';
import { caddyNotFoundRewrites, nginxNotFoundMap } from './notFoundRules.ts';

interface Section {
  /** Comment lines after the BEGIN line: where the section comes from. */
  note: string;
  lines: () => string[];
}

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const ALIASES_NOTE =
  'Generated from src/data/tutorialAliases.ts by `npm run deploy-configs`. Each rule matches at any depth, under any base path.';
const NOT_FOUND_NOTE =
  'Generated from src/data/languages.ts by `npm run deploy-configs`. Under a sub-path, put its folder in front of each path.';
const HEADERS_NOTE = 'Generated from src/pageRewrites/contentSecurityPolicy.ts by `npm run deploy-configs`.';

/** Each config file in deploy/ and the sections it holds, by name. */
export const SERVER_CONFIG_SECTIONS: Readonly<Record<string, Readonly<Record<string, Section>>>> = {
  'deploy/nginx.conf': {
    'not-found pages': { note: NOT_FOUND_NOTE, lines: () => nginxNotFoundMap() },
    'short tutorial addresses': { note: ALIASES_NOTE, lines: () => nginxAliasRules() },
    'security headers': {
      note: HEADERS_NOTE,
      lines: () =>
        Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    },
  },
  'deploy/Caddyfile': {
    'not-found pages': { note: NOT_FOUND_NOTE, lines: () => caddyNotFoundRewrites() },
    'short tutorial addresses': { note: ALIASES_NOTE, lines: () => caddyAliasRules() },
    'security headers': {
      note: HEADERS_NOTE,
      lines: () => Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name} ${quoted(value)}`),
    },
  },
};

/**
 * `text` (a config file) with every generated section written afresh. Throws when a section named in
 * `sections` is missing or not closed, or the file has one that is not named there.
 */
export function withGeneratedSections(text: string, sections: Readonly<Record<string, Section>>): string {
  const found = new Set<string>();
  const result = text.replace(
    /^([ \t]*)# BEGIN (.+)\n[\s\S]*?^[ \t]*# END \2$/gm,
    (_, indent: string, name: string) => {
      const section = sections[name];
      if (!section) throw new Error(`a generated section no generator knows: ${name}`);
      found.add(name);
      return [`# BEGIN ${name}`, `# ${section.note}`, ...section.lines(), `# END ${name}`]
        .map((line) => indent + line)
        .join('\n');
    },
  );
  const missing = Object.keys(sections).filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`no section (# BEGIN … # END) for: ${missing.join(', ')}`);
  return result;
}
