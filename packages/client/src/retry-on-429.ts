/** How long Retry-After asks to wait (seconds or an HTTP date), in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface RetryOptions {
  /** Retries after a 429 (default 2); 0 turns retrying off. */
  maxRetries?: number;
  /** The longest wait for one retry (default 60 s); a longer Retry-After returns the 429 instead. */
  maxWaitMs?: number;
  /** Wait used when a 429 has no Retry-After (default 1 s). */
  defaultWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that answers a 429 by waiting what Retry-After says and trying again (the same request, so with the
 * same Idempotency-Key: a retried create can never make a second link).
 */
export function fetchWithRetry(
  base: typeof fetch,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const { maxRetries = 2, maxWaitMs = 60_000, defaultWaitMs = 1000, sleep = wait } = options;
  return async (request) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await base(request.clone());
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const delay = retryAfterMs(response.headers.get('retry-after')) ?? defaultWaitMs;
      if (delay > maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(delay);
    }
  };
}
