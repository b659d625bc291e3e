/**
 * A listed entry's title inside its link, for the listing islands: the title alone, or, for an entry in
 * another language than the page's, the title marked with its language and a visible label, as
 * src/components/common/EntryLink.astro writes it for the lists Astro renders.
 */
import type { Language } from '@/data/languages';

interface Props {
  title: string;
  /** The entry's language when it is not the page's. */
  otherLanguage: Language | undefined;
  /** The label naming that language ('Inglés'). */
  label: string | undefined;
}

export default function EntryTitle({ title, otherLanguage, label }: Props) {
  if (!otherLanguage) return title;
  return (
    <>
      <span lang={otherLanguage}>{title}</span>{' '}
      <span
        className="ml-1 inline-block rounded-full bg-surface-alt px-2 py-0.5 align-middle text-xs font-semibold text-muted ring-1 ring-line"
        data-other-language
      >
        {label}
      </span>
    </>
  );
}
