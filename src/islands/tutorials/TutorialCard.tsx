/**
 * One tutorial card, for the /tutorials listing island. TutorialCard.astro is its twin for the lists
 * Astro renders without React (a tutorial page's "More Tutorials"); change both together
 * (tests/e2e/tutorials.spec.ts compares them).
 */
import { memo } from 'react';
import { tutorialRoute, type TutorialCardItem } from '@/lib/tutorials';
import { TUTORIAL_IMAGE_FALLBACK, TUTORIAL_IMAGE_HEIGHT, TUTORIAL_IMAGE_WIDTH } from '@/data/tutorialImages';
import { CARD_SLOT, FEATURED_CARD_SLOT } from '@/data/imageSlots';
import type { Language } from '@/data/languages';
import { formatNumber } from '@/lib/numberFormats';
import { responsiveImage } from '@/lib/responsiveImages';
import { fillTemplate } from '@/lib/dictionaries';
import { cardLink, type LocalizedCard } from '@/lib/localizedEntries';
import type { Dictionary } from '@/i18n/dictionary';
import EntryTitle from '../common/EntryTitle';
import { textLanguage } from '@/lib/textLanguage';

interface Props {
  tutorial: TutorialCardItem & LocalizedCard;
  image: string;
  /** Featured cards are larger and carry a badge. */
  featured?: boolean;
  /** Cards near the top of the page load their picture at once. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  texts: Dictionary['tutorialListing']['island']['card'];
  /** Category names in the page's language, by value. */
  categoryNames: Readonly<Record<string, string>>;
  /** The page's language; a card in another language links there, marked with `englishLabel`. */
  language: Language;
  /** The page language's `Intl` locale: how the read time is written. */
  intlLocale: string;
  englishLabel?: string;
}

function TutorialCard({
  tutorial,
  image,
  featured = false,
  eager = false,
  headingLevel = 'h3',
  texts,
  categoryNames,
  language,
  intlLocale,
  englishLabel,
}: Props) {
  const Heading = headingLevel;
  const link = cardLink(tutorialRoute(tutorial.id), tutorial, language);
  const minutes = formatNumber(tutorial.readTime, intlLocale);
  const picture = responsiveImage(
    image,
    TUTORIAL_IMAGE_WIDTH,
    TUTORIAL_IMAGE_HEIGHT,
    featured ? FEATURED_CARD_SLOT : CARD_SLOT,
  );
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <img
        // A new element per picture: one that fell back must not keep the fallback for another picture.
        key={image}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        alt=""
        width={TUTORIAL_IMAGE_WIDTH}
        height={TUTORIAL_IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-fallback={TUTORIAL_IMAGE_FALLBACK}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className={featured ? 'flex flex-1 flex-col p-6' : 'flex flex-1 flex-col p-5'}>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {featured && <span className="badge bg-night text-white">{texts.featuredBadge}</span>}
          <span className="badge bg-brand-50 text-brand-700">
            {categoryNames[tutorial.category] ?? tutorial.category}
          </span>
          <span className="text-muted">{fillTemplate(texts.readTime, { minutes })}</span>
        </p>
        <Heading
          className={featured ? 'mt-3 text-xl font-extrabold text-balance' : 'mt-3 text-lg font-bold text-balance'}
        >
          {/* The link covers the whole card (after:inset-0) so the card is one target and one tab stop. */}
          <a
            href={link.href}
            hrefLang={link.otherLanguage}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            <EntryTitle title={tutorial.title} otherLanguage={link.otherLanguage} label={englishLabel} />
          </a>
        </Heading>
        <p {...textLanguage(link.otherLanguage)} className="mt-2 line-clamp-3 text-muted">
          {tutorial.description}
        </p>
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
          {texts.readMore}
        </p>
      </div>
    </article>
  );
}

/** Memoised: a listing re-renders on every keystroke in its search box, and a card changes only with its tutorial. */
export default memo(TutorialCard);
