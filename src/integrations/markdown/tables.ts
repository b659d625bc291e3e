/**
 * Wraps each markdown table in a focusable scroll region, so a wide table scrolls inside the column on
 * small phones and keyboard users can scroll it too.
 */
import { defineHastPlugin } from 'satteri';

const SCROLLABLE_TABLE_LABEL = 'Scrollable table';

export const scrollableTables = defineHastPlugin({
  name: 'site:scrollable-tables',
  element: {
    filter: ['table'],
    visit(node, ctx) {
      ctx.wrapNode(node, {
        type: 'element',
        tagName: 'section',
        properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: SCROLLABLE_TABLE_LABEL },
        children: [],
      });
    },
  },
});
