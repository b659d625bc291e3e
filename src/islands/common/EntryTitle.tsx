/**
 * A listed entry's title inside its link, for the listing islands: the title alone, or, for an entry in
 * another language than the page's, the title marked with its language and a visible label, as
 * src/components/common/EntryLink.astro writes it for the lists Astro renders.
 */
import type { Language } from '@/data/languages';
import { textLanguage } from '@/lib/textLanguage';

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
      <span {...textLanguage(otherLanguage)}>{title}</span>{' '}
      <span className="language-tag" data-other-language>
        {label}
      </span>
    </>
  );
}
