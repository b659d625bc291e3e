/**
 * This browser's vote flags: one persistent store per feature, saved as 'vote_{topic}_{featureId}' =
 * 'true' through the safe storage engine, so a throwing or missing localStorage never breaks voting.
 */
import './persistence';
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { voteStorageKey } from '@/lib/votes';

const STORED_VOTE = 'true';

const flags = new Map<string, WritableAtom<boolean>>();

/** The flag of one feature; created on first use, so storage is read only in the browser. */
export function voteFlag(topicId: string, featureId: string): WritableAtom<boolean> {
  const key = voteStorageKey(topicId, featureId);
  let flag = flags.get(key);
  if (!flag) {
    flag = persistentAtom<boolean>(key, false, {
      // Only 'true' counts as a vote: any other stored text (tampered, corrupted) reads as no vote.
      decode: (stored) => stored === STORED_VOTE,
      // A vote cannot be taken back; false removes the key rather than storing a second spelling.
      encode: (voted) => (voted ? STORED_VOTE : undefined),
    });
    flags.set(key, flag);
  }
  return flag;
}

/** Records this browser's vote for a feature. */
export function castVote(topicId: string, featureId: string) {
  voteFlag(topicId, featureId).set(true);
}
