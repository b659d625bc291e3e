import { describe, expect, it } from 'vitest';
import type { HashtagResult } from '@/lib/hashtagForm';
import {
  INITIAL_HASHTAG_GENERATOR_STATE as INITIAL,
  hashtagFormValues,
  hashtagGeneratorReducer as reduce,
  type HashtagGeneratorEvent,
  type HashtagGeneratorState,
} from '@/lib/hashtagGeneratorState';

const RESULT: HashtagResult = { recommended: ['#a'], trending: ['#b'], topic: ['#c'], niche: ['#d'] };
const after = (...events: HashtagGeneratorEvent[]): HashtagGeneratorState => events.reduce(reduce, INITIAL);

describe('hashtag generator state', () => {
  it('starts empty, on the general niche and 15 hashtags, with nothing generated', () => {
    expect(hashtagFormValues(INITIAL, null)).toEqual({ topic: '', description: '', niche: 'general', count: 15 });
    expect(INITIAL).toMatchObject({ topicMissing: false, status: 'idle', result: null, activeTab: 'recommended' });
  });

  it('keeps what the visitor types, picks and steps', () => {
    const state = after(
      { type: 'topicTyped', topic: 'cats' },
      { type: 'descriptionTyped', description: 'a cat video' },
      { type: 'nichePicked', niche: 'pets' },
      { type: 'countStepped', count: 20 },
    );
    expect(hashtagFormValues(state, null)).toEqual({
      topic: 'cats',
      description: 'a cat video',
      niche: 'pets',
      count: 20,
    });
  });

  it('shows a link prefill until the visitor types or picks their own', () => {
    const prefill = { topic: 'home baking', niche: 'food' } as const;
    expect(hashtagFormValues(INITIAL, prefill)).toMatchObject({ topic: 'home baking', niche: 'food' });
    const edited = after({ type: 'topicTyped', topic: '' }, { type: 'nichePicked', niche: 'general' });
    expect(hashtagFormValues(edited, prefill)).toMatchObject({ topic: '', niche: 'general' });
  });

  it('flags a missing topic until the visitor types', () => {
    const missing = after({ type: 'topicMissing' });
    expect(missing.topicMissing).toBe(true);
    expect(reduce(missing, { type: 'topicTyped', topic: 'c' }).topicMissing).toBe(false);
    expect(reduce(missing, { type: 'descriptionTyped', description: 'x' }).topicMissing).toBe(true);
  });

  it('generates, then opens the new lists on the Recommended Mix', () => {
    const generating = after({ type: 'tabSelected', tab: 'niche' }, { type: 'generationStarted' });
    expect(generating.status).toBe('generating');
    const done = reduce(generating, { type: 'generated', result: RESULT });
    expect(done).toMatchObject({ status: 'done', result: RESULT, activeTab: 'recommended' });
    expect(reduce(done, { type: 'tabSelected', tab: 'trending' }).activeTab).toBe('trending');
  });

  it('after a failed generation, goes back to the earlier lists or to idle', () => {
    expect(after({ type: 'generationStarted' }, { type: 'generationFailed' })).toMatchObject({
      status: 'idle',
      result: null,
    });
    const again = after(
      { type: 'generated', result: RESULT },
      { type: 'generationStarted' },
      { type: 'generationFailed' },
    );
    expect(again).toMatchObject({ status: 'done', result: RESULT });
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...INITIAL });
    expect(() => reduce(frozen, { type: 'topicTyped', topic: 'x' })).not.toThrow();
    expect(frozen.topic).toBeNull();
  });
});
