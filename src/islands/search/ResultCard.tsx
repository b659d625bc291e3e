/** One search result: category, title link, description and the excerpt with its highlighted words. */
import type { SearchResultCard } from '@/lib/search/resultCard';
import type { IconDrawing } from '@/data/icons/paint';
import { calculatorScreen } from '@/data/icons/calculatorScreen';
import { hashWide } from '@/data/icons/hashWide';
import { openBook } from '@/data/icons/openBook';
import { tools } from '@/data/icons/tools';
import { trend } from '@/data/icons/trend';
import Icon from '@/islands/common/Icon';
import { textLanguage } from '@/lib/textLanguage';

/** The icon of each kind of result. */
const RESULT_ICONS: Record<SearchResultCard['icon'], IconDrawing> = {
  tutorial: openBook,
  trend,
  calculator: calculatorScreen,
  hash: hashWide,
  tools,
};

interface Props {
  result: SearchResultCard;
  /** The result's category as the page's language names it. */
  categoryLabel: string;
  /** Shown on a result in English on a page in another language. */
  englishLabel: string;
}

export function ResultCard({ result, categoryLabel, englishLabel }: Props) {
  // A result in another language than the page's: its texts carry their language, its link hreflang.
  const lang = result.language;
  return (
    <article className="card relative h-full p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <p className="badge bg-brand-50 text-brand-700">
        <Icon icon={RESULT_ICONS[result.icon]} className="size-4" />
        {categoryLabel}
      </p>
      {lang && (
        // Beside the category badge (both are inline boxes).
        <p className="badge ms-2 bg-surface-alt text-muted" data-result-language={lang}>
          {englishLabel}
        </p>
      )}
      <h3 className="mt-3 text-lg leading-snug font-bold" {...textLanguage(lang)}>
        {/* The link's ::after covers the card, so the whole card is one click target and one tab stop. */}
        <a
          href={result.link}
          hrefLang={lang}
          className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
        >
          {result.title}
        </a>
      </h3>
      {result.description && (
        <p className="mt-2 line-clamp-2 text-muted" {...textLanguage(lang)}>
          {result.description}
        </p>
      )}
      {result.excerpt.length > 0 && (
        <p className="mt-3 border-s-2 border-line ps-3 text-sm text-muted" {...textLanguage(lang)} data-search-excerpt>
          {result.excerpt.map((segment, index) =>
            segment.highlighted ? (
              <mark key={index} className="rounded bg-brand-100 px-0.5 text-ink">
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
      )}
    </article>
  );
}
