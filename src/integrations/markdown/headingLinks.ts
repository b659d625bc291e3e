/**
 * Section addresses for an entry's body: every heading gets its id here, made from its text in any
 * script by the slugger Astro uses (so ids are the ones Astro would give, unique within the page and
 * kept while the text is), and each section heading (`h2`, `h3`) a link beside it to its address
 * ('#its-id'), named in the file's language. Heading and link sit together in a wrapper, so the link is
 * no part of the heading's name.
 */
import GithubSlugger from 'github-slugger';
import { defineHastPlugin, type PluginFactoryContext } from 'satteri';
import { DICTIONARIES } from '../../i18n';
import { fillTemplate } from '../../lib/dictionaries';
import { markdownFileLanguage } from './fileLanguage';

/** The headings that open a section an "On this page" list names. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);

export const headingLinks = ({ fileURL }: PluginFactoryContext) => {
  const name = DICTIONARIES[markdownFileLanguage(fileURL)].tutorial.sectionLink;
  // One per document: a second heading with the same text gets '-1' after its id.
  const slugger = new GithubSlugger();
  return defineHastPlugin({
    name: 'site:heading-links',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        const text = ctx.textContent(node).trim();
        const written = node.properties.id;
        const id = typeof written === 'string' && written !== '' ? written : slugger.slug(text);
        if (id !== written) ctx.setProperty(node, 'id', id);
        if (!SECTION_HEADINGS.has(node.tagName)) return;
        ctx.wrapNode(node, {
          type: 'element',
          tagName: 'div',
          properties: { className: ['heading-with-link'] },
          children: [
            {
              type: 'element',
              tagName: 'a',
              properties: {
                className: ['heading-link'],
                href: `#${id}`,
                ariaLabel: fillTemplate(name, { heading: text }),
              },
              children: [{ type: 'text', value: '#' }],
            },
          ],
        });
      },
    },
  });
};
