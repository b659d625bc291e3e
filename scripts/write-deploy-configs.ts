// Rewrites the generated sections of the server configs in deploy/ (each language's not-found page,
// short tutorial addresses, security headers) from the project's sources: run after adding a language
// or changing src/data/tutorialAliases.ts or the Content-Security-Policy. Usage: npm run deploy-configs
import { readFileSync, writeFileSync } from 'node:fs';
import { SERVER_CONFIG_SECTIONS, withGeneratedSections } from '../src/integrations/hosting/serverConfigs.ts';

for (const [file, sections] of Object.entries(SERVER_CONFIG_SECTIONS)) {
  const before = readFileSync(file, 'utf8');
  const after = withGeneratedSections(before, sections);
  if (after !== before) writeFileSync(file, after);
  console.log(`${file}: ${after === before ? 'up to date' : 'rewritten'}`);
}
