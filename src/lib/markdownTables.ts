/**
 * Wraps each markdown table in a focusable scroll region, so a wide table scrolls inside the column on
 * small phones and keyboard users can scroll it too.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'section',
        properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: 'Scrollable table' },
        children: [node],
      };
      parent.children[index] = wrapper;
      return 'skip';
    });
  };
}
