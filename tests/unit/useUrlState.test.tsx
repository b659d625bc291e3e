// @vitest-environment jsdom
// useUrlState: an island's state in the query string (what the listings, search and calculator share).
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlState, type UrlStateRules } from '@/islands/common/useUrlState';
import { URL_WRITE_DELAY_MS } from '@/data/uiTimings';

/** A state of one text parameter, q; other parameters are kept. */
const RULES: UrlStateRules<string> = {
  read: (search) => new URLSearchParams(search).get('q') ?? '',
  write: (q, currentSearch) => {
    const params = new URLSearchParams(currentSearch);
    if (q) params.set('q', q);
    else params.delete('q');
    const query = params.toString();
    return query ? `?${query}` : '';
  },
};

function renderUrlState(options: { onAddressState?: (state: string) => void } = {}) {
  const countPageView = vi.fn();
  const hook = renderHook(() =>
    useUrlState(RULES, { countPageView, title: (q) => (q ? `Results for ${q}` : 'Search'), ...options }),
  );
  return { ...hook, countPageView, set: () => hook.result.current[1], state: () => hook.result.current[0] };
}

beforeEach(() => window.history.replaceState(null, '', '/search'));
afterEach(() => vi.useRealTimers());

describe('useUrlState', () => {
  it("shows the address's state after mounting, and tells the island without counting a page view", () => {
    window.history.replaceState(null, '', '/search?q=growth&utm_source=x');
    const onAddressState = vi.fn();
    const { state, countPageView } = renderUrlState({ onAddressState });
    expect(state()).toBe('growth');
    expect(onAddressState).toHaveBeenCalledWith('growth');
    expect(document.title).toBe('Results for growth');
    expect(countPageView).not.toHaveBeenCalled();
  });

  it('push adds a history entry, keeps other parameters, sets the title and counts one page view', () => {
    window.history.replaceState(null, '', '/search?utm_source=x');
    const { state, set, countPageView } = renderUrlState();
    const entries = window.history.length;
    act(() => set()('viral', 'push'));
    expect(state()).toBe('viral');
    expect(location.search).toBe('?utm_source=x&q=viral');
    expect(window.history.length).toBe(entries + 1);
    expect(document.title).toBe('Results for viral');
    expect(countPageView).toHaveBeenCalledTimes(1);
  });

  it('back restores the earlier address and counts it as a page view', async () => {
    const onAddressState = vi.fn();
    const { state, set, countPageView } = renderUrlState({ onAddressState });
    act(() => set()('first', 'push'));
    act(() => set()('second', 'push'));
    onAddressState.mockClear();
    act(() => window.history.back());
    await waitFor(() => expect(state()).toBe('first'));
    expect(onAddressState).toHaveBeenCalledWith('first');
    expect(countPageView).toHaveBeenCalledTimes(3);
  });

  it('a key typed between the first paint and the mount effects is still written to the address', () => {
    vi.useFakeTimers();
    const countPageView = vi.fn();
    // A layout effect runs where a keystroke can land on a slow phone: after the island's first commit,
    // before the passive effect that shows the address's state.
    renderHook(() => {
      const [, set] = useUrlState(RULES, { countPageView });
      useLayoutEffect(() => set('part 251', 'typing'), [set]);
    });
    act(() => {
      vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    });
    expect(location.search).toBe('?q=part+251');
    expect(countPageView).toHaveBeenCalledTimes(1);
  });

  it('typing shows each change at once and writes the address once the typing pauses', () => {
    vi.useFakeTimers();
    const { state, set, countPageView } = renderUrlState();
    const entries = window.history.length;
    for (const text of ['g', 'gr', 'gro ']) {
      act(() => set()(text, 'typing'));
      act(() => {
        vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1);
      });
    }
    // A trailing space shows as typed, though the address would not keep it apart.
    expect(state()).toBe('gro ');
    expect(location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(location.search).toBe('?q=gro+');
    expect(window.history.length).toBe(entries);
    expect(countPageView).toHaveBeenCalledTimes(1);
  });

  it('tidy rewrites the address without a page view, and an unchanged address counts none', () => {
    const { set, countPageView } = renderUrlState();
    act(() => set()('tidy', 'tidy'));
    expect(location.search).toBe('?q=tidy');
    act(() => set()('tidy', 'push'));
    expect(countPageView).not.toHaveBeenCalled();
  });

  it('ignores a back/forward that only moves the fragment', () => {
    const onAddressState = vi.fn();
    const { countPageView } = renderUrlState({ onAddressState });
    onAddressState.mockClear();
    act(() => {
      window.history.pushState(null, '', '/search#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onAddressState).not.toHaveBeenCalled();
    expect(countPageView).not.toHaveBeenCalled();
  });
});
