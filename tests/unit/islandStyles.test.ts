// Astro's island stylesheet moves from wherever the first island is into the head of the built page.
import { describe, expect, it } from 'vitest';
import { withIslandStylesInHead } from '@/pageRewrites/islandStylesInHead';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('withIslandStylesInHead', () => {
  it('moves the island stylesheet from the body to the end of the head', () => {
    const html = page(
      '<title>t</title>',
      `<section><h1>x</h1></section>${STYLE}<script>1</script><astro-island></astro-island>`,
    );
    expect(withIslandStylesInHead(html)).toBe(
      page(`<title>t</title>${STYLE}`, '<section><h1>x</h1></section><script>1</script><astro-island></astro-island>'),
    );
  });

  it('keeps one copy when a page repeats it', () => {
    const moved = withIslandStylesInHead(page('', `<div>${STYLE}</div><p>${STYLE}</p>`));
    expect(moved.split(STYLE)).toHaveLength(2);
    expect(moved).toBe(page(STYLE, '<div></div><p></p>'));
  });

  it('leaves pages without islands and other style elements alone', () => {
    const html = page('<style>h1{color:red}</style>', '<style>p{margin:0}</style><p>x</p>');
    expect(withIslandStylesInHead(html)).toBe(html);
  });
});
