/**
 * The 'sha256-…' sources of a policy text (a CSP <meta>'s content): those a page does not need dropped,
 * those it lacks added to the directives of their kind.
 */
import type { InlineKind, InlineSource } from './inlineCodeHashes';

/** The directives that allow inline elements of each kind (older browsers read only script-src and style-src). */
const DIRECTIVE_KINDS: Readonly<Record<string, InlineKind>> = {
  'script-src': 'script',
  'script-src-elem': 'script',
  'style-src': 'style',
  'style-src-elem': 'style',
};

/** `policy` without the 'sha256-…' sources that are not in `allowed`. */
export function narrowed(policy: string, allowed: ReadonlySet<string>): string {
  return policy.replace(/ ?'(sha256-[A-Za-z0-9+/=]+)'/g, (source, value: string) => (allowed.has(value) ? source : ''));
}

/**
 * `policy` with each inline source it does not list yet added: a style to style-src and style-src-elem
 * (older browsers read only style-src), a script to script-src and script-src-elem, where it has them.
 */
export function extended(policy: string, inline: readonly InlineSource[]): string {
  const directives = policy.split(';');
  const kindOf = (directive: string) => DIRECTIVE_KINDS[directive.trim().split(/\s+/)[0]];
  const listed = (kind: InlineKind, source: string) =>
    directives.some((directive) => kindOf(directive) === kind && directive.includes(source));
  const added: Record<InlineKind, string[]> = { script: [], style: [] };
  for (const { kind, source } of inline) {
    const quoted = `'${source}'`;
    if (!listed(kind, quoted) && !added[kind].includes(quoted)) added[kind].push(quoted);
  }
  return directives
    .map((directive) => {
      const kind = kindOf(directive);
      return kind && added[kind].length > 0 ? `${directive.trimEnd()} ${added[kind].join(' ')}` : directive;
    })
    .join(';');
}
