/** A Pagefind excerpt as safe text: plain and highlighted runs, with HTML entities decoded and no markup. */

/** A run of excerpt text; highlighted runs are the words that matched the query. */
export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Splits a Pagefind excerpt into plain text and highlighted runs. Only <mark>...</mark> means
 * anything; every other tag stays literal text, so rendering the segments as text never runs markup.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (raw: string, highlighted: boolean) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.highlighted === highlighted) last.text += text;
    else segments.push({ text, highlighted });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let from = 0;
  for (const match of excerpt.matchAll(pattern)) {
    push(excerpt.slice(from, match.index), false);
    push(match[1], true);
    from = match.index + match[0].length;
  }
  push(excerpt.slice(from), false);
  return segments;
}
