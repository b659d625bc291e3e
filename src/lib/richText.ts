/**
 * Dictionary texts with a little inline markup, as HTML: `code`, **strong** and [label](name), a link
 * to the address `links` gives that name. Everything else is escaped, so a text can never add markup.
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const MARKUP = /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([\w-]+)\)/g;

export function richTextHtml(text: string, links: Readonly<Record<string, string>> = {}): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, code, strong, label, linkName] = match;
    html += escapeText(text.slice(last, match.index));
    if (code !== undefined) html += `<code>${escapeText(code)}</code>`;
    else if (strong !== undefined) html += `<strong>${escapeText(strong)}</strong>`;
    else {
      const href = links[linkName];
      if (href === undefined) throw new Error(`No address for the link "${linkName}" in: ${text}`);
      html += `<a href="${escapeAttribute(href)}">${escapeText(label)}</a>`;
    }
    last = match.index + whole.length;
  }
  return html + escapeText(text.slice(last));
}
