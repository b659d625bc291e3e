// Markdown tables render inside a focusable, labelled scroll region (src/integrations/markdown/tables.ts).
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { dictionary as ar } from '@/i18n/ar';
import { dictionary as es } from '@/i18n/es';

const TABLE = '| Platform | Rate |\n|---|---|\n| TikTok | $0.02 |\n';

describe('markdown tables in the configured processor', () => {
  it('wraps each table of a .md file in one scroll region', async () => {
    const renderer = await astroConfig.markdown!.processor!.createRenderer({ syntaxHighlight: false });
    const { code } = await renderer.render(`${TABLE}\nBetween.\n\n${TABLE}`);
    const regions = code.match(/<section class="table-scroll" tabindex="0" aria-label="Scrollable table"><table>/g);
    expect(regions).toHaveLength(2);
    expect(code.match(/<\/table><\/section>/g)).toHaveLength(2);
    expect(code).toContain('<td>TikTok</td>');
  });

  it("names the region in the language of a translation's folder", async () => {
    const renderer = await astroConfig.markdown!.processor!.createRenderer({ syntaxHighlight: false });
    const file = (path: string) => ({ fileURL: new URL(`file:///site/src/content/tutorials/${path}`) });
    expect((await renderer.render(TABLE, file('ar/x.md'))).code).toContain(`aria-label="${ar.layout.scrollableTable}"`);
    expect((await renderer.render(TABLE, file('es/x.md'))).code).toContain(`aria-label="${es.layout.scrollableTable}"`);
    expect((await renderer.render(TABLE, file('x.md'))).code).toContain('aria-label="Scrollable table"');
  });

  it('wraps tables in .mdx files too', async () => {
    const processor = astroConfig.markdown!.processor!;
    const renderer = await processor.createMdxRenderer!({ syntaxHighlight: false }, { optimize: false });
    const { code } = await renderer.process(TABLE, '/virtual/table.mdx', {});
    expect(code).toMatch(
      /_components\.section, \{\s*class: "table-scroll",\s*tabindex: "0",\s*"aria-label": "Scrollable table"/,
    );
  });
});
