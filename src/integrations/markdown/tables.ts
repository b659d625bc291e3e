/**
 * Wraps each markdown table in a focusable scroll region, so a wide table scrolls inside the column on
 * small phones and keyboard users can scroll it too.
 */
import { defineHastPlugin, type PluginFactoryContext } from 'satteri';
import { DICTIONARIES } from '../../i18n';
import { markdownFileLanguage } from './fileLanguage';

/** Each table's scroll region is named in the language of the file it is in. */
export const scrollableTables = ({ fileURL }: PluginFactoryContext) => {
  const label = DICTIONARIES[markdownFileLanguage(fileURL)].layout.scrollableTable;
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
