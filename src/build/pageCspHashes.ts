/**
 * After the build, narrows each page's Content-Security-Policy to the hashes of its own inline scripts
 * and styles (plus those of code inserted at run time), so no page carries the whole site's list, and
 * moves it ahead of every script so it governs them all.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withOwnHashesOnly, withPolicyFirst } from '../lib/pageCsp';
import { builtHtmlFiles } from './builtPages';

const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/** `runtimeHashes`: hashes of scripts or styles inserted after load ('sha256-…'), kept on every page. */
export function pageCspHashes(runtimeHashes: readonly string[]): AstroIntegration {
  return {
    name: 'page-csp-hashes',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of builtHtmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const narrowed = withPolicyFirst(withOwnHashesOnly(html, sha256, runtimeHashes));
          if (narrowed !== html) writeFileSync(file, narrowed);
        }
      },
    },
  };
}
