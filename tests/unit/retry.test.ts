import { describe, expect, it } from 'vitest';
import { retryDelayMs, retryingFetch, withRetry } from '@/lib/retry';

/** A sleep that records each wait and returns at once. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

describe('retry delays', () => {
  it('back off from 1 s, capped at 30 s', () => {
    expect(retryDelayMs(1)).toBe(1_000);
    expect(retryDelayMs(99)).toBe(30_000);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryDelayMs(retry))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(3, 500, 1_500)).toBe(1_500);
  });
});

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { waits, sleep } = recordingSleep();
    await expect(withRetry(async () => 'ok', { sleep })).resolves.toBe('ok');
    expect(waits).toEqual([]);
  });

  it('retries after 1 s, 2 s and 4 s, then succeeds', async () => {
    const { waits, sleep } = recordingSleep();
    const attempts: number[] = [];
    const result = await withRetry(
      async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`failure ${attempt}`);
        return 'loaded';
      },
      { sleep },
    );
    expect(result).toBe('loaded');
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('gives up after 3 retries (4 attempts) with the last error', async () => {
    const { waits, sleep } = recordingSleep();
    let attempts = 0;
    await expect(
      withRetry(
        async () => {
          attempts++;
          throw new Error(`failure ${attempts}`);
        },
        { sleep },
      ),
    ).rejects.toThrow('failure 4');
    expect(attempts).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('fails at once, without waiting, when the device is offline', async () => {
    const { waits, sleep } = recordingSleep();
    let attempts = 0;
    const task = () => (attempts++, Promise.reject(new TypeError('Failed to fetch')));
    await expect(withRetry(task, { sleep, isOffline: () => true })).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(1);
    expect(waits).toEqual([]);
    await expect(withRetry(task, { sleep, isOffline: () => false })).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(5);
  });

  it('caps each wait at 30 s when more retries are asked for', async () => {
    const { waits, sleep } = recordingSleep();
    await expect(withRetry(() => Promise.reject(new Error('down')), { sleep, retries: 7 })).rejects.toThrow('down');
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('retryingFetch', () => {
  const ok = () => new Response('index', { status: 200 });
  const failing = () => new Response('', { status: 503 });

  it('retries failed responses and network errors of matching URLs', async () => {
    const { waits, sleep } = recordingSleep();
    const outcomes = [
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(failing()),
      () => Promise.resolve(ok()),
    ];
    const calls: string[] = [];
    const fetchImpl = (input: RequestInfo | URL) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return outcomes.shift()!();
    };
    const fetch = retryingFetch(fetchImpl, (url) => url.startsWith('/pagefind/'), { sleep });
    const response = await fetch('/pagefind/index/en_1.pf_index');
    expect(await response.text()).toBe('index');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('passes other requests through untouched, failures included', async () => {
    const { waits, sleep } = recordingSleep();
    let calls = 0;
    const fetch = retryingFetch(
      () => (calls++, Promise.resolve(failing())),
      (url) => url.startsWith('/pagefind/'),
      { sleep },
    );
    expect((await fetch('/api/other')).status).toBe(503);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('reports a request that failed for good', async () => {
    const { sleep } = recordingSleep();
    const lost: string[] = [];
    const fetch = retryingFetch(
      () => Promise.resolve(failing()),
      () => true,
      { sleep, onGiveUp: (url) => lost.push(url) },
    );
    await expect(fetch(new URL('http://site.test/pagefind/fragment/en_2.pf_fragment'))).rejects.toThrow('HTTP 503');
    expect(lost).toEqual(['http://site.test/pagefind/fragment/en_2.pf_fragment']);
  });
});
