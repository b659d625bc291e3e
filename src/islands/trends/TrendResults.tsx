/** The matches of the /trends filter: the free grid, the locked Pro teaser, or the empty state. */
import { Fragment, memo } from 'react';
import Icon from '../common/Icon';
import EntryTitle from '../common/EntryTitle';
import { trendBold } from '@/data/icons/trendBold';
import { trendDateText, trendListView, type TrendListItem, type TrendTeaser } from '@/lib/trends';
import { FALLBACK_IMAGE } from '@/data/images';
import type { Language } from '@/data/languages';
import { countedText, type PluralTexts } from '@/lib/dictionaries';
import { cardLink, otherCardLanguage, type LocalizedCard } from '@/lib/localizedEntries';
import type { Dictionary } from '@/i18n/dictionary';
import { CARD_SLOT } from '@/data/imageSlots';
import { responsiveImage } from '@/lib/responsiveImages';
import { textLanguage } from '@/lib/textLanguage';

type Texts = Dictionary['trendListing']['island'];
type Card = TrendListItem & LocalizedCard;

/** What every card and count needs of the page: its texts, language and category names. */
interface TrendResultsPage {
  texts: Texts;
  language: Language;
  /** The page language's `Intl` locale. */
  intlLocale: string;
  categoryNames: Readonly<Record<string, string>>;
  /** Marks a card in English on a page in another language. */
  englishLabel?: string;
}

interface Props {
  /** The first matches (the grid and the teaser's titles) of `total`. */
  matches: Card[];
  total: number;
  onClearFilters: () => void;
  /** While a filter's matches load: the previous ones stay, marked busy. */
  busy?: boolean;
  page: TrendResultsPage;
}

function TrendResults({ matches, total, onClearFilters, busy = false, page }: Props) {
  const { grid, teaser } = trendListView(matches, total);
  const { texts: TEXTS } = page;
  const { intlLocale } = page;
  const counted = (forms: PluralTexts, count: number) => countedText(forms, count, intlLocale);
  return (
    <section aria-labelledby="trend-results-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="trend-results-title" className="text-2xl font-extrabold">
          {TEXTS.resultsHeading}
        </h2>
        <p className="text-sm text-muted" role="status" data-trend-count>
          {busy ? TEXTS.filtering : counted(TEXTS.matchCount, total)}
        </p>
      </div>
      {total === 0 && !busy ? (
        <div className="card mt-6 px-6 py-12 text-center">
          <p className="text-lg font-semibold">{TEXTS.noMatches}</p>
          <button type="button" className="btn btn-secondary mt-5" onClick={onClearFilters}>
            {TEXTS.clearFilters}
          </button>
        </div>
      ) : (
        <ul
          className={`mt-6 grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
          aria-busy={busy}
          data-trend-grid
        >
          {grid.map((trend) => (
            <TrendCard key={trend.id} trend={trend} page={page} />
          ))}
        </ul>
      )}
      {teaser && (
        <ProTeaser
          teaser={teaser}
          // The named locked matches follow the grid; each title keeps its language.
          titleLanguages={matches
            .slice(grid.length, grid.length + teaser.titles.length)
            .map((trend) => otherCardLanguage(trend, page.language))}
          texts={TEXTS.teaser}
          counted={counted}
        />
      )}
    </section>
  );
}

function TrendCard({ trend, page }: { trend: Card; page: TrendResultsPage }) {
  const picture = responsiveImage(trend.image, 800, 450, CARD_SLOT);
  const link = cardLink(`/trends/${trend.id}`, trend, page.language);
  return (
    <li className="card relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        data-fallback={FALLBACK_IMAGE}
        className="aspect-video w-full bg-surface-alt object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <span className="badge bg-brand-50 text-brand-700">
            {page.categoryNames[trend.category] ?? trend.category}
          </span>
          <span {...textLanguage(link.otherLanguage)} className="badge bg-accent-50 text-accent-800">
            <Icon icon={trendBold} size={14} />
            {trend.growthRate}
          </span>
        </div>
        <h3 className="mt-3 text-lg font-bold">
          {/* The link covers the card, so the whole card is one target. */}
          <a
            href={link.href}
            hrefLang={link.otherLanguage}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            <EntryTitle title={trend.title} otherLanguage={link.otherLanguage} label={page.englishLabel} />
          </a>
        </h3>
        <p {...textLanguage(link.otherLanguage)} className="mt-2 line-clamp-3 text-muted">
          {trend.description}
        </p>
        <p className="mt-3 text-sm font-medium break-words text-accent-800">
          {/* Each tag in its own direction, so two right-to-left tags side by side keep their # apart. */}
          {trend.hashtags.slice(0, 3).map((tag, index) => (
            <Fragment key={tag}>
              {index > 0 && ' '}
              <bdi>{tag}</bdi>
            </Fragment>
          ))}
        </p>
        <p className="mt-auto pt-4 text-sm text-muted">
          {page.texts.spottedBefore}
          {trendDateText(trend.dateSpotted, page.intlLocale)}
        </p>
      </div>
    </li>
  );
}

/** Locked matches: a blurred stand-in behind the Pro offer (the real reports are not shown). */
function ProTeaser({
  teaser,
  titleLanguages,
  texts,
  counted,
}: {
  teaser: TrendTeaser;
  /** Each named title's language when it is not the page's. */
  titleLanguages: (Language | undefined)[];
  texts: Texts['teaser'];
  counted: (forms: PluralTexts, count: number) => string;
}) {
  return (
    <section
      aria-labelledby="trend-teaser-title"
      className="relative mt-8 overflow-hidden rounded-card border border-line"
      data-trend-teaser
      // Below the first screen at every width up to 1,436 px tall: its CSS comes with the full stylesheet.
      data-below-fold=""
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid gap-4 p-6 blur-[3px] select-none sm:grid-cols-3"
      >
        {[0, 1, 2].map((slot) => (
          <div key={slot} className="overflow-hidden rounded-card border border-line bg-white">
            <div className="h-28 bg-gradient-to-br from-brand-200 to-accent-100" />
            <div className="space-y-2 p-4">
              <div className="h-3 w-1/3 rounded-full bg-brand-100" />
              <div className="h-4 w-3/4 rounded-full bg-slate-300" />
              <div className="h-3 w-full rounded-full bg-slate-200" />
              <div className="h-3 w-5/6 rounded-full bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
      <div className="relative flex flex-col items-center bg-white/70 px-6 py-12 text-center">
        <p className="badge bg-night text-white">{texts.badge}</p>
        <h3 id="trend-teaser-title" className="mt-4 text-2xl font-extrabold text-balance">
          {counted(texts.heading, teaser.lockedCount)}
        </h3>
        <p className="mt-2 max-w-md text-muted">{texts.text}</p>
        <ul className="mt-5 space-y-1 font-semibold" aria-label={texts.listLabel}>
          {teaser.titles.map((title, index) => (
            <li key={index} {...textLanguage(titleLanguages[index])}>
              {title}
            </li>
          ))}
        </ul>
        {teaser.unnamedCount > 0 && <p className="mt-1 text-muted">{counted(texts.more, teaser.unnamedCount)}</p>}
        <button type="button" className="btn btn-primary mt-6" disabled>
          {texts.upgrade}
        </button>
      </div>
    </section>
  );
}

/** Memoised: typing in the search box re-renders the filters on every keystroke; the results follow the deferred filter. */
export default memo(TrendResults);
