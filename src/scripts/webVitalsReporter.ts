/**
 * The part of the vitals reporting that loads only once a visitor allows analytics
 * (src/scripts/webVitals.ts): the web-vitals library's attribution build and the events it becomes.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { vitalsEvent, type VitalsReport } from '@/lib/webVitalsEvents';
import { gtag } from './googleTag';

function send(report: VitalsReport) {
  const { name, params } = vitalsEvent(report);
  gtag('event', name, params);
}

/** Observes the page's metrics from its start (their entries are buffered); each is sent when final. */
export function startReporting() {
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
}
