// What the phone benchmark and the early-input tests share: the slow network, the page-side recorder of
// Event Timing entries and island hydration times, and how one run's entries become figures.

/** Slow 4G as the DevTools protocol takes it: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (750 * 1e3) / 8,
};

/**
 * Runs in the page before its own scripts (an init script): keeps every Event Timing entry of 16 ms or
 * more (the smallest threshold browsers report) and the moment each island becomes live.
 */
export function eventTimingRecorder() {
  const timing = { events: [], islands: [], frames: [] };
  window.__phoneTiming = timing;
  // Long animation frames (50 ms or more) and the scripts that ran in them: what held a slow event's
  // paint, by file and function, where Event Timing gives only the split of its duration.
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        timing.frames.push({
          startTime: frame.startTime,
          end: frame.startTime + frame.duration,
          renderStart: frame.renderStart,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          scripts: frame.scripts.map((script) => ({
            source: `${script.sourceURL.split('/').pop() || '(page)'} ${script.sourceFunctionName || script.invoker}`,
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      timing.events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Live means React has committed the island (its marker takes data-island-live); a build without
  // the marker counts the moment Astro starts hydrating (the island loses its ssr attribute).
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      const island = target.closest('astro-island');
      if (!island) continue;
      const live =
        attributeName === 'data-island-live' || !island.querySelector(':scope > template:not([data-astro-template])');
      if (!live || (attributeName === 'ssr' && island.hasAttribute('ssr'))) continue;
      const component = island.getAttribute('component-url')?.split('/').pop() ?? '?';
      timing.islands.push({ component, client: island.getAttribute('client'), at: performance.now() });
    }
  }).observe(document, { attributes: true, attributeFilter: ['ssr', 'data-island-live'], subtree: true });
}

/** Whether every island the page hydrates without scrolling is live (for page.waitForFunction). */
export function eagerIslandsLive() {
  return [...document.querySelectorAll('astro-island')]
    .filter((island) => island.getAttribute('client') !== 'visible')
    .every((island) =>
      island.querySelector(':scope > template:not([data-astro-template])')
        ? island.querySelector(':scope > [data-island-live]')
        : !island.hasAttribute('ssr'),
    );
}

/**
 * The scripts that ran in the long animation frames overlapping an event, longest first ('file
 * function ms'), with the frames' style and layout time: what the event's paint waited for.
 */
function scriptsDuring(frames, start, end) {
  const overlapping = frames.filter((frame) => frame.startTime < end && frame.end > start);
  const scripts = overlapping
    .flatMap((frame) => frame.scripts)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((script) => `${script.source} ${Math.round(script.duration)}`);
  const layout = overlapping.reduce((sum, frame) => sum + (frame.end - (frame.styleAndLayoutStart || frame.end)), 0);
  return overlapping.length ? [...scripts, `style and layout ${Math.round(layout)}`] : [];
}

/**
 * One run's figures: when the islands hydrated before the first interaction were all live, and the
 * longest event (its whole duration, input delay to next paint) within each interaction's window.
 */
export function summarisePhoneRun(recorded, marks) {
  const firstAction = marks.length ? marks[0].start : Infinity;
  const early = recorded.islands.filter((island) => island.at <= firstAction);
  const worstByKind = {};
  /** The worst event of each kind, split as Event Timing does: waiting, handlers, then until painted. */
  const worstEventByKind = {};
  for (const { kind, start, end } of marks) {
    const inWindow = recorded.events.filter((event) => event.startTime >= start && event.startTime <= end);
    for (const event of inWindow) {
      if (event.duration <= (worstByKind[kind] ?? 0)) continue;
      worstByKind[kind] = event.duration;
      worstEventByKind[kind] = {
        name: event.name,
        inputDelay: Math.round(event.inputDelay),
        processing: Math.round(event.processing),
        presentationDelay: Math.round(event.duration - event.inputDelay - event.processing),
        heldBy: scriptsDuring(recorded.frames ?? [], event.startTime, event.startTime + event.duration),
      };
    }
    worstByKind[kind] ??= 0;
  }
  return {
    islandsLiveMs: early.length ? Math.max(...early.map((island) => island.at)) : NaN,
    worstByKind,
    worstEventByKind,
    islands: recorded.islands,
  };
}
