// The /search page's reducer: what each query, filter, answer and "Show more" does to the page.
import { describe, expect, it } from 'vitest';
import { RESULTS_PAGE_SIZE } from '@/data/search';
import type { SearchResultCard } from '@/lib/search/resultCard';
import {
  hasMoreResults,
  initialSearchPageState,
  resultTotal,
  searchPageReducer,
  type SearchPageAction,
  type SearchPageState,
} from '@/lib/searchPageState';

type Handle = { id: string };
type State = SearchPageState<Handle>;

const card = (n: number): SearchResultCard => ({
  title: `Result ${n}`,
  description: '',
  category: 'Tutorials',
  icon: 'tutorial',
  link: `/r/${n}`,
  excerpt: [],
});
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));
const COUNTS = { All: 30, Tutorials: 20, Trends: 8, Tools: 2 };

function run(state: State, ...actions: SearchPageAction<Handle>[]): State {
  return actions.reduce(searchPageReducer<Handle>, state);
}

const start = initialSearchPageState<Handle>();

describe('searchPageReducer', () => {
  it('starts pending, as the server renders it', () => {
    expect(start.phase).toBe('pending');
    expect(start.request).toBeNull();
  });

  it('shows the prompt (idle) without a query, and loads a query from All with the box showing it', () => {
    expect(run(start, { type: 'show', query: null })).toMatchObject({
      phase: 'idle',
      query: null,
      draft: '',
      request: null,
    });
    const loading = run(start, { type: 'filter', filter: 'Trends' }, { type: 'show', query: 'growth' });
    expect(loading).toMatchObject({ phase: 'loading', query: 'growth', draft: 'growth', filter: 'All' });
    expect(loading.request).toEqual({ run: 2, query: 'growth', filter: 'All' });
  });

  it('shows an answer only for the latest search', () => {
    const first = run(start, { type: 'show', query: 'a' });
    const second = run(first, { type: 'show', query: 'b' });
    const stale = run(second, {
      type: 'found',
      run: first.request!.run,
      search: { id: 'a' },
      total: 1,
      cards: cards(0, 1),
      counts: COUNTS,
    });
    expect(stale).toBe(second);
    const found = run(second, {
      type: 'found',
      run: second.request!.run,
      search: { id: 'b' },
      total: 30,
      cards: cards(0, RESULTS_PAGE_SIZE),
      counts: COUNTS,
    });
    expect(found).toMatchObject({ phase: 'ready', counts: COUNTS });
    expect(resultTotal(found)).toBe(30);
    expect(found.results!.loaded).toBe(RESULTS_PAGE_SIZE);
  });

  it('does not reuse a run number after the query was cleared', () => {
    const first = run(start, { type: 'show', query: 'a' });
    const again = run(first, { type: 'show', query: null }, { type: 'show', query: 'b' });
    expect(again.request!.run).not.toBe(first.request!.run);
    expect(run(again, { type: 'failed', run: first.request!.run })).toBe(again);
  });

  it('a filter or Try again searches the same query again; a failure shows the error', () => {
    const shown = run(start, { type: 'show', query: 'growth' });
    const filtered = run(shown, { type: 'filter', filter: 'Tools' });
    expect(filtered.request).toEqual({ run: shown.request!.run + 1, query: 'growth', filter: 'Tools' });
    const failed = run(filtered, { type: 'failed', run: filtered.request!.run });
    expect(failed.phase).toBe('error');
    const retried = run(failed, { type: 'retry' });
    expect(retried).toMatchObject({ phase: 'loading', filter: 'Tools' });
    expect(retried.request!.run).toBe(filtered.request!.run + 1);
  });

  it('keeps the last counts while the next query loads, and drops them without a query', () => {
    const shown = run(start, { type: 'show', query: 'a' });
    const found = run(shown, {
      type: 'found',
      run: shown.request!.run,
      search: { id: 'a' },
      total: 0,
      cards: [],
      counts: COUNTS,
    });
    expect(run(found, { type: 'show', query: 'b' }).counts).toBe(COUNTS);
    expect(run(found, { type: 'show', query: null }).counts).toBeNull();
  });

  it('Show more appends the next page until every result has a card', () => {
    const shown = run(start, { type: 'show', query: 'a' });
    const total = RESULTS_PAGE_SIZE + 2;
    const found = run(shown, {
      type: 'found',
      run: shown.request!.run,
      search: { id: 'a' },
      total,
      cards: cards(0, RESULTS_PAGE_SIZE),
      counts: COUNTS,
    });
    expect(hasMoreResults(found)).toBe(true);
    const loading = run(found, { type: 'loadingMore', run: shown.request!.run });
    expect(loading.loadingMore).toBe(true);
    const more = run(loading, { type: 'moreLoaded', run: shown.request!.run, cards: cards(RESULTS_PAGE_SIZE, 2) });
    expect(more.cards).toHaveLength(total);
    expect(more.results!.loaded).toBe(total);
    expect(more.loadingMore).toBe(false);
    expect(hasMoreResults(more)).toBe(false);
  });

  it('drops more cards that arrive for an older search', () => {
    const shown = run(start, { type: 'show', query: 'a' });
    const found = run(shown, {
      type: 'found',
      run: shown.request!.run,
      search: { id: 'a' },
      total: 30,
      cards: cards(0, RESULTS_PAGE_SIZE),
      counts: COUNTS,
    });
    const next = run(found, { type: 'loadingMore', run: shown.request!.run }, { type: 'filter', filter: 'Trends' });
    const late = run(next, { type: 'moreLoaded', run: shown.request!.run, cards: cards(50, 3) });
    expect(late.cards).toEqual([]);
    expect(late.loadingMore).toBe(false);
    expect(
      run(found, { type: 'loadingMore', run: shown.request!.run }, { type: 'moreFailed', run: shown.request!.run }),
    ).toMatchObject({
      loadingMore: false,
      cards: found.cards,
    });
  });

  it("an older search's Show more, answered or failed, leaves the new search's Show more loading", () => {
    const answer = (state: State, total: number) =>
      run(state, {
        type: 'found',
        run: state.request!.run,
        search: { id: String(state.request!.run) },
        total,
        cards: cards(0, RESULTS_PAGE_SIZE),
        counts: COUNTS,
      });
    const first = answer(run(start, { type: 'show', query: 'a' }), 30);
    const oldRun = first.request!.run;
    const firstLoading = run(first, { type: 'loadingMore', run: oldRun });
    const second = answer(run(firstLoading, { type: 'show', query: 'b' }), 30);
    const secondLoading = run(second, { type: 'loadingMore', run: second.request!.run });
    expect(secondLoading.loadingMore).toBe(true);
    for (const late of [
      { type: 'moreLoaded', run: oldRun, cards: cards(50, 3) },
      { type: 'moreFailed', run: oldRun },
    ] as const) {
      const after = run(secondLoading, late);
      expect(after.loadingMore).toBe(true);
      expect(after.cards).toEqual(second.cards);
    }
    // A Show more asked for an older search does not mark the new one as loading.
    expect(run(second, { type: 'loadingMore', run: oldRun }).loadingMore).toBe(false);
  });

  it('edits the box without searching', () => {
    const shown = run(start, { type: 'show', query: 'a' });
    const typed = run(shown, { type: 'draft', text: 'ab' });
    expect(typed).toMatchObject({ draft: 'ab', query: 'a', request: shown.request });
  });
});
