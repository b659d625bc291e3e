/**
 * The vote list of a coming-soon topic. The server renders the seeded counts; after mount the island
 * applies this browser's stored votes (storage is unknown on the server).
 */
import { useEffect, useState } from 'react';
import { rankFeatures, type SeededFeature } from '@/lib/votes';
import { fillTemplate, pluralText, type PluralTexts } from '@/lib/dictionaries';
import { castVote, voteFlag } from '@/stores/votes';
import { showToast } from '@/scripts/toast';
import { withErrorBoundary } from './common/IslandErrorBoundary';
import Icon from './common/Icon';
import { checkSolid } from '@/data/icons/checkSolid';
import { cachedNumberFormat, formatNumber } from '@/lib/numberFormats';

const wholePercents = cachedNumberFormat({ style: 'percent', maximumFractionDigits: 0 });

/** The vote list's words in the page's language (the comingSoon slice's `vote` group). */
interface VoteTexts {
  listLabel: string;
  /** '{count} votes': the count is drawn in its own element. */
  votes: PluralTexts;
  vote: string;
  voted: string;
  /** ' for {name}', after the button's label for screen readers. */
  forFeature: string;
  toastTitle: string;
  toastDescription: string;
}

interface Props {
  topicId: string;
  features: SeededFeature[];
  texts: VoteTexts;
  /** The page's `Intl` locale: vote counts and percentages are written its way. */
  locale: string;
}

const NO_VOTES: ReadonlySet<string> = new Set();

function VoteList({ topicId, features, texts, locale }: Props) {
  const [votedIds, setVotedIds] = useState(NO_VOTES);
  const percent = wholePercents(locale);

  useEffect(() => {
    const flags = features.map((feature) => ({ id: feature.id, flag: voteFlag(topicId, feature.id) }));
    // Kept as it was when nothing changed: with no stored votes (most visits) the island then does not
    // render a second time just after hydrating, when a first tap would have to wait for it.
    const sync = () =>
      setVotedIds((current) => {
        const stored = flags.filter(({ flag }) => flag.get()).map(({ id }) => id);
        return stored.length === current.size && stored.every((id) => current.has(id)) ? current : new Set(stored);
      });
    // subscribe() reports the stored value at once, then votes from this page or another tab.
    const unsubscribes = flags.map(({ flag }) => flag.subscribe(sync));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [topicId, features]);

  const vote = (featureId: string) => {
    castVote(topicId, featureId);
    showToast({ title: texts.toastTitle, description: texts.toastDescription, variant: 'success' });
  };

  return (
    <ol className="grid gap-3" aria-label={texts.listLabel}>
      {rankFeatures(features, votedIds).map((feature) => {
        // The count sits in its own element, where the plural form has it ('{count} votes').
        const [beforeCount = '', afterCount = ''] = pluralText(texts.votes, feature.votes, locale, '{count}').split(
          '{count}',
        );
        return (
          <li key={feature.id} className="card p-4 sm:p-5" data-feature={feature.id}>
            <div className="flex items-center gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{feature.name}</p>
                <p className="mt-0.5 text-sm text-muted tabular-nums">
                  {beforeCount}
                  <span data-votes>{formatNumber(feature.votes, locale)}</span>
                  {afterCount} · <span data-percentage>{percent.format(feature.percentage / 100)}</span>
                </p>
              </div>
              <button
                type="button"
                className={`btn w-32 shrink-0 ${feature.hasVoted ? 'btn-secondary' : 'btn-primary'}`}
                disabled={feature.hasVoted}
                onClick={() => vote(feature.id)}
              >
                {feature.hasVoted ? (
                  <>
                    <Icon icon={checkSolid} size={16} />
                    {texts.voted}
                  </>
                ) : (
                  texts.vote
                )}
                <span className="sr-only">{fillTemplate(texts.forFeature, { name: feature.name })}</span>
              </button>
            </div>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-500 transition-[width] duration-500"
                style={{ width: `${feature.percentage}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export default withErrorBoundary(VoteList);
