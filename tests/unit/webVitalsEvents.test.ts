// Each Core Web Vitals report becomes one Google tag event with Google's documented parameters.
import { describe, expect, it } from 'vitest';
import { vitalsEvent, type VitalsReport } from '@/lib/webVitalsEvents';

const report = (overrides: Partial<VitalsReport>): VitalsReport => ({
  name: 'LCP',
  id: 'v5-1700000000000-1234',
  value: 2345.6,
  delta: 2345.6,
  rating: 'good',
  ...overrides,
});

describe('vitalsEvent', () => {
  it('names the event after the metric and carries its id, value, change and rating', () => {
    expect(vitalsEvent(report({ attribution: { target: 'main>img.hero' } }))).toEqual({
      name: 'LCP',
      params: {
        value: 2346,
        metric_id: 'v5-1700000000000-1234',
        metric_value: 2345.6,
        metric_delta: 2345.6,
        metric_rating: 'good',
        debug_target: 'main>img.hero',
      },
    });
  });

  it('counts CLS in thousandths for the whole-number event value, and keeps the score itself', () => {
    const { params } = vitalsEvent(report({ name: 'CLS', value: 0.0166, delta: 0.0066, rating: 'good' }));
    expect(params.value).toBe(7);
    expect(params.metric_value).toBe(0.0166);
    expect(params.metric_delta).toBe(0.0066);
  });

  it('blames the element each metric names: the LCP element, the interaction target, the largest shift', () => {
    const attribution = { target: 'img', interactionTarget: 'button#share', largestShiftTarget: 'footer' };
    expect(vitalsEvent(report({ name: 'LCP', attribution })).params.debug_target).toBe('img');
    expect(vitalsEvent(report({ name: 'INP', attribution })).params.debug_target).toBe('button#share');
    expect(vitalsEvent(report({ name: 'CLS', attribution })).params.debug_target).toBe('footer');
    expect(vitalsEvent(report({ name: 'TTFB', attribution })).params).not.toHaveProperty('debug_target');
    expect(vitalsEvent(report({ name: 'INP', attribution: {} })).params).not.toHaveProperty('debug_target');
  });
});
