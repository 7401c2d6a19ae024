const BASE_MS = 10_000;
const MAX_MS = 6 * 60 * 60 * 1000;

/** Exponential backoff with jitter after the n-th failed attempt: about 10 s, 20 s, 40 s ... capped at 6 hours. */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BASE_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_MS);
  return Math.round(exponential * (0.75 + random() * 0.5));
}
