/**
 * Feature voting rules: this browser's votes on top of the seeded counts, the
 * order of the list and each feature's share of the topic's votes.
 */

/** The localStorage key of one vote flag; its value is the string 'true'. */
export function voteStorageKey(topicId: string, featureId: string): string {
  return `vote_${topicId}_${featureId}`;
}

export interface SeededFeature {
  id: string;
  name: string;
  votes: number;
}

export interface RankedFeature extends SeededFeature {
  hasVoted: boolean;
  /** Share of the topic's total votes, in whole percent. */
  percentage: number;
}

/**
 * The list as this browser shows it. Votes go to no server, so the seeded counts are all we know of
 * other people; a feature this browser voted for counts its seed plus this browser's one vote, on the
 * page where the vote happens and after any reload alike. Order and percentages derive from those same
 * counts, so the three always agree. Sorted by votes descending; ties keep the data order.
 */
export function rankFeatures(features: readonly SeededFeature[], votedIds: ReadonlySet<string>): RankedFeature[] {
  const counted = features.map((feature) => {
    const hasVoted = votedIds.has(feature.id);
    return { ...feature, votes: feature.votes + (hasVoted ? 1 : 0), hasVoted };
  });
  const total = counted.reduce((sum, feature) => sum + feature.votes, 0);
  // Array sort is stable, so equal counts stay in data order.
  return counted
    .sort((a, b) => b.votes - a.votes)
    .map((feature) => ({ ...feature, percentage: sharePercent(feature.votes, total) }));
}

/** `part` as a whole-number percentage of `total`; 0 when there is nothing to share. */
export function sharePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
