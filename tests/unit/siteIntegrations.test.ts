// The integrations' order is code (src/integrations/index.ts): the site's list keeps every rule, and
// each rule would catch the list if its two integrations were swapped; the build steps the architecture
// document lists follow the same order.
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_RULES, orderViolations, siteIntegrations } from '@/integrations/index';

const DEPLOY = {
  site: 'https://example.com',
  base: '/',
  measurementId: null,
  analyticsConsent: 'ask' as const,
  offline: true,
  remoteCovers: 'fetch' as const,
  contentEditor: null,
};
const names = siteIntegrations(DEPLOY, []).map(({ name }) => name);

describe('siteIntegrations', () => {
  it('lists the integrations in an order that keeps every rule', () => {
    expect(orderViolations(names)).toEqual([]);
    expect(names.at(-1)).toBe('site:listing-index-written');
  });

  it.each(ORDER_RULES.map((rule) => [`${rule.first} before ${rule.then}`, rule] as const))(
    'would catch %s broken',
    (_, rule) => {
      const swapped = [...names];
      const [a, b] = [swapped.indexOf(rule.first), swapped.indexOf(rule.then)];
      [swapped[a], swapped[b]] = [swapped[b], swapped[a]];
      expect(orderViolations(swapped)).toContain(`${rule.first} must come before ${rule.then}: ${rule.why}`);
    },
  );

  it('names an integration a rule needs that is missing', () => {
    expect(orderViolations(names.filter((name) => name !== 'site:service-worker'))[0]).toMatch(
      /service-worker is missing/,
    );
  });
});

/** The integrations a step of docs/ARCHITECTURE.md's "The build, in order" names, in the order it names them. */
function namedInStep(title: string): string[] {
  const architecture = readFileSync('docs/ARCHITECTURE.md', 'utf8');
  const step = new RegExp(`^\\d+\\. \\*\\*${title}\\*\\*[\\s\\S]*?(?=^\\d+\\. \\*\\*|^## )`, 'm').exec(
    architecture,
  )?.[0];
  if (!step) throw new Error(`docs/ARCHITECTURE.md has no build step "${title}"`);
  return [...new Set([...step.matchAll(/`((?:site:|@astrojs\/)[\w-]+)`/g)].map(([, name]) => name))];
}

const withHook = (hook: keyof AstroIntegration['hooks']) =>
  siteIntegrations(DEPLOY, [])
    .filter((integration) => integration.hooks[hook])
    .map(({ name }) => name);

describe('the build steps of docs/ARCHITECTURE.md', () => {
  it('name the config hooks they describe in the order the site runs them', () => {
    const named = namedInStep('Config hooks');
    expect(named.length).toBeGreaterThan(0);
    expect(named).toEqual(withHook('astro:config:setup').filter((name) => named.includes(name)));
  });

  it('name every build-done hook, in the order the site runs them', () => {
    expect(namedInStep('Build done')).toEqual(withHook('astro:build:done'));
  });
});
