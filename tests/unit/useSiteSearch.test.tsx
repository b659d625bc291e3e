// @vitest-environment jsdom
// useSiteSearch: the /search page's state wired to the search engine (mocked here): the loading state
// lasts at least SEARCH_DELAY_MS, an older search's answer is dropped, and Show more belongs to its search.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULTS_PAGE_SIZE, SEARCH_DELAY_MS } from '@/data/search';
import type { SearchResultCard } from '@/lib/search/resultCard';
import type { SearchAnswer, SiteSearch } from '@/scripts/pagefindClient';
import { useSiteSearch } from '@/islands/search/useSiteSearch';

const engine = vi.hoisted(() => ({ searchWithCards: vi.fn(), loadResultCards: vi.fn() }));
vi.mock('@/scripts/pagefindClient', () => engine);

const card = (title: string) => ({ title }) as SearchResultCard;
const cards = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => card(`${prefix} ${i}`));
const COUNTS = { All: 12, Tutorials: 12, Trends: 0, Tools: 0 };

/** An answer the test settles when it wants, as a slow network would. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function answer(query: string, total: number): SearchAnswer {
  const search: SiteSearch = { searchId: total, total, counts: COUNTS, related: [] };
  return { search, cards: cards(query, Math.min(total, RESULTS_PAGE_SIZE)) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  engine.searchWithCards.mockReset();
  engine.loadResultCards.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useSiteSearch', () => {
  it('shows the loading state for SEARCH_DELAY_MS even when the answer comes sooner', async () => {
    engine.searchWithCards.mockResolvedValue(answer('growth', 3));
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current[1]({ type: 'show', query: 'growth' }));
    expect(result.current[0].phase).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(result.current[0].phase).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current[0]).toMatchObject({ phase: 'ready', cards: cards('growth', 3) });
  });

  it("drops an older search's answer that arrives after the newer one", async () => {
    const slow = deferred<SearchAnswer>();
    engine.searchWithCards.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(answer('new', 2));
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current[1]({ type: 'show', query: 'old' }));
    act(() => result.current[1]({ type: 'show', query: 'new' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await act(async () => slow.resolve(answer('old', 5)));
    expect(result.current[0]).toMatchObject({ phase: 'ready', query: 'new', cards: cards('new', 2) });
  });

  it('a failed search shows the error state', async () => {
    engine.searchWithCards.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current[1]({ type: 'show', query: 'growth' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(result.current[0].phase).toBe('error');
  });

  it("Show more appends the next cards; an older search's Show more leaves the new search alone", async () => {
    engine.searchWithCards.mockResolvedValueOnce(answer('a', 25)).mockResolvedValueOnce(answer('b', 25));
    const late = deferred<SearchResultCard[]>();
    const current = deferred<SearchResultCard[]>();
    engine.loadResultCards.mockReturnValueOnce(late.promise).mockReturnValueOnce(current.promise);
    const { result } = renderHook(() => useSiteSearch());
    act(() => result.current[1]({ type: 'show', query: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    act(() => void result.current[2]());
    expect(result.current[0].loadingMore).toBe(true);

    act(() => result.current[1]({ type: 'show', query: 'b' }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    act(() => void result.current[2]());
    expect(result.current[0].loadingMore).toBe(true);
    // Search a's Show more fails only now: search b's stays loading, then shows its cards.
    await act(async () => late.reject(new Error('lost')));
    expect(result.current[0].loadingMore).toBe(true);
    await act(async () => current.resolve(cards('b more', 10)));
    expect(result.current[0].loadingMore).toBe(false);
    expect(result.current[0].cards).toEqual([...cards('b', 10), ...cards('b more', 10)]);
  });
});
