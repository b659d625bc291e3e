/**
 * Wraps each markdown table in a focusable scroll region, so a wide table scrolls inside the column on
 * small phones and keyboard users can scroll it too.
 */
import { defineHastPlugin, type PluginFactoryContext } from 'satteri';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../data/languages';
import { DICTIONARIES } from '../../i18n';

/** The language a markdown file is written in: a translation sits in its language's folder (tutorials/es/x.md). */
function fileLanguage(fileURL: URL | undefined): Language {
  const folder = fileURL?.pathname.split('/').at(-2);
  return isLanguage(folder) ? folder : DEFAULT_LANGUAGE;
}

/** Each table's scroll region is named in the language of the file it is in. */
export const scrollableTables = ({ fileURL }: PluginFactoryContext) => {
  const label = DICTIONARIES[fileLanguage(fileURL)].layout.scrollableTable;
  return defineHastPlugin({
    name: 'site:scrollable-tables',
    element: {
      filter: ['table'],
      visit(node, ctx) {
        ctx.wrapNode(node, {
          type: 'element',
          tagName: 'section',
          properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: label },
          children: [],
        });
      },
    },
  });
};
