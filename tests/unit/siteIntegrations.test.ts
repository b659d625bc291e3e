// The integrations' order is code (src/integrations/index.ts): the site's list keeps every rule, and
// each rule would catch the list if its two integrations were swapped.
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
