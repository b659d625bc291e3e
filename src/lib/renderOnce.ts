/**
 * Markup that is the same on many pages, rendered once per build and reused (src/components/common/
 * RenderOnce.astro). At 10,000 tutorials, rendering the page chrome anew on every page was a large
 * share of the build (scripts/bench-scale.mjs). A key must name everything the markup depends on.
 */
const rendered = new Map<string, Promise<string>>();

export function renderOnce(key: string, render: () => Promise<string>, enabled = true): Promise<string> {
  if (!enabled) return render();
  let html = rendered.get(key);
  if (!html) {
    html = render();
    rendered.set(key, html);
    // A failed render is not remembered: the next page tries again and reports its own error.
    html.catch(() => rendered.delete(key));
  }
  return html;
}
