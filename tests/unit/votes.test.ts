import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { getTestStorage, setTestStorageKey, cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { rankFeatures, sharePercent, voteStorageKey } from '@/lib/votes';
import { castVote, voteFlag } from '@/stores/votes';
import { otherTopicIds } from '@/lib/comingSoon';
import { COMING_SOON_TOPICS } from '@/data/comingSoon';

const FEATURES = [
  { id: 'a', name: 'A', votes: 100 },
  { id: 'b', name: 'B', votes: 300 },
  { id: 'c', name: 'C', votes: 100 },
  { id: 'd', name: 'D', votes: 0 },
];
const NONE = new Set<string>();

describe('voteStorageKey', () => {
  it('is vote_{topic}_{featureId}', () => {
    expect(voteStorageKey('pro-subscription', 'priority-support')).toBe('vote_pro-subscription_priority-support');
  });
});

describe('rankFeatures', () => {
  it('sorts by votes descending, keeping data order for ties', () => {
    expect(rankFeatures(FEATURES, NONE).map((f) => f.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('gives each feature its whole-percent share of the topic total', () => {
    const ranked = rankFeatures(FEATURES, NONE);
    expect(ranked.map((f) => f.percentage)).toEqual([60, 20, 20, 0]);
    expect(ranked.every((f) => !f.hasVoted)).toBe(true);
  });

  it('counts this browser’s vote on top of the seed, marks it voted, and re-ranks with the new totals', () => {
    const ranked = rankFeatures(FEATURES, new Set(['c']));
    expect(ranked.map((f) => [f.id, f.votes, f.hasVoted])).toEqual([
      ['b', 300, false],
      ['c', 101, true],
      ['a', 100, false],
      ['d', 0, false],
    ]);
    // 101 / 501 and 300 / 501: percentages follow the displayed counts.
    expect(ranked.map((f) => f.percentage)).toEqual([60, 20, 20, 0]);
    expect(
      rankFeatures(
        [
          { id: 'x', name: 'X', votes: 1 },
          { id: 'y', name: 'Y', votes: 1 },
        ],
        new Set(['y']),
      )[0],
    ).toMatchObject({
      id: 'y',
      votes: 2,
      percentage: 67,
    });
  });

  it('ignores stored votes for features the topic does not have', () => {
    expect(rankFeatures(FEATURES, new Set(['unknown'])).map((f) => f.votes)).toEqual([300, 100, 100, 0]);
  });

  it('does not change the seeded data', () => {
    const seeded = structuredClone(FEATURES);
    rankFeatures(seeded, new Set(['a', 'b']));
    expect(seeded).toEqual(FEATURES);
  });

  it('seeded topics show every feature with a share that sums to about 100%', () => {
    for (const topic of Object.values(COMING_SOON_TOPICS)) {
      const ranked = rankFeatures(
        topic.features.map((feature) => ({ ...feature, name: feature.id })),
        NONE,
      );
      expect(ranked).toHaveLength(4);
      expect(ranked.map((f) => f.votes)).toEqual([...ranked.map((f) => f.votes)].sort((x, y) => y - x));
      expect(Math.abs(ranked.reduce((sum, f) => sum + f.percentage, 0) - 100)).toBeLessThanOrEqual(2);
    }
  });
});

describe('sharePercent', () => {
  it('rounds to whole percent and is 0 when there are no votes', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('vote flags store', () => {
  beforeEach(() => useTestStorageEngine());
  afterEach(() => {
    cleanTestStorage();
    cleanStores();
  });

  it('stores a vote as vote_{topic}_{featureId} = "true"', () => {
    const unbind = voteFlag('topic-one', 'f1').listen(() => {});
    castVote('topic-one', 'f1');
    expect(getTestStorage()).toEqual({ 'vote_topic-one_f1': 'true' });
    expect(voteFlag('topic-one', 'f1').get()).toBe(true);
    unbind();
  });

  it('reads a stored "true" as voted and anything else as not voted', () => {
    setTestStorageKey('vote_topic-two_yes', 'true');
    setTestStorageKey('vote_topic-two_tampered', '{"x":1}');
    expect(voteFlag('topic-two', 'yes').get()).toBe(true);
    expect(voteFlag('topic-two', 'tampered').get()).toBe(false);
    expect(voteFlag('topic-two', 'missing').get()).toBe(false);
  });
});

describe('otherTopicIds', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('lists the topics after the current one, wrapping around, without the current one', () => {
    expect(otherTopicIds(ids, 'd', 3)).toEqual(['e', 'a', 'b']);
    expect(otherTopicIds(ids, 'a', 10)).toEqual(['b', 'c', 'd', 'e']);
  });
  it('starts from the first topic for an unknown current topic', () => {
    expect(otherTopicIds(ids, 'zzz', 2)).toEqual(['a', 'b']);
  });
  it('every seeded topic is suggested by some other topic page (6 shown)', () => {
    const all = Object.keys(COMING_SOON_TOPICS);
    const suggested = new Set(all.flatMap((id) => otherTopicIds(all, id, 6)));
    expect([...suggested].sort()).toEqual([...all].sort());
  });
});
