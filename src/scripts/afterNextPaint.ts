/**
 * Runs `work` once the browser has painted the current frame. A handler that answers a tap with a
 * visible change and also starts heavier work (mounting the toaster, drawing a toast) defers that work
 * here, so the tap's own change is on screen first: the time to that paint is what a visitor feels,
 * and what Event Timing (INP) measures.
 */
export function afterNextPaint(work: () => void): void {
  // A requestAnimationFrame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(work, 0));
}
