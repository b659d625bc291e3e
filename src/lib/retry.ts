/**
 * Retrying a failed load with exponential backoff: the search engine and its index files are
 * downloads that a flaky phone connection can drop, and one dropped file should not end a search.
 */

/** A failed load is tried again this many times before the failure is shown. */
export const LOAD_RETRIES = 3;
/** The wait before the first retry; each further retry waits twice as long as the one before. */
const RETRY_BASE_DELAY_MS = 1_000;
/** No single wait is longer than this. */
const RETRY_MAX_DELAY_MS = 30_000;

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Waits the given time (injected so tests run without real timers). */
  sleep: (ms: number) => Promise<void>;
  /**
   * Whether the device says it has no network (the browser's `navigator.onLine` is false): then a
   * failure is final at once, since waiting seconds to retry cannot help and only delays the message.
   */
  isOffline?: () => boolean;
}

/** The wait before retry number `retry` (1-based): base, 2 x base, 4 x base, ..., capped. */
export function retryDelayMs(
  retry: number,
  baseDelayMs = RETRY_BASE_DELAY_MS,
  maxDelayMs = RETRY_MAX_DELAY_MS,
): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, retry - 1));
}

/** Runs `task`; on a rejection waits and runs it again, up to `retries` more times, then rejects with the last error. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries = LOAD_RETRIES, baseDelayMs = RETRY_BASE_DELAY_MS, maxDelayMs = RETRY_MAX_DELAY_MS, sleep } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries || options.isOffline?.()) throw error;
      await sleep(retryDelayMs(attempt + 1, baseDelayMs, maxDelayMs));
    }
  }
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that retries the requests `shouldRetry` accepts when they fail (network error or an HTTP
 * error status); other requests pass straight through. `onGiveUp` hears of each request that
 * failed for good, since a caller such as Pagefind may swallow the error.
 */
export function retryingFetch(
  fetchImpl: FetchLike,
  shouldRetry: (url: string) => boolean,
  options: RetryOptions & { onGiveUp?: (url: string, error: unknown) => void },
): FetchLike {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!shouldRetry(url)) return fetchImpl(input, init);
    return withRetry(async () => {
      const response = await fetchImpl(input, init);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response;
    }, options).catch((error: unknown) => {
      options.onGiveUp?.(url, error);
      throw error;
    });
  };
}
