/**
 * Makes each code block of an entry's body reachable from the keyboard: a block wider than a phone's
 * column scrolls inside it (its lines are kept as written), and a scrolling region must take focus so
 * keyboard users can scroll it too.
 */
import { defineHastPlugin } from 'satteri';

export const focusableCodeBlocks = defineHastPlugin({
  name: 'site:focusable-code-blocks',
  element: {
    filter: ['pre'],
    visit(node, ctx) {
      ctx.setProperty(node, 'tabIndex', 0);
    },
  },
});
