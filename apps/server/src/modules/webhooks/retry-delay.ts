const BASE_MS = 10_000;
const MAX_MS = 6 * 60 * 60 * 1000;

/** The delay after the n-th failed attempt before jitter: 10 s, 20 s, 40 s ... capped at 6 hours. */
function nominalDelayMs(failedAttempts: number): number {
  return Math.min(BASE_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_MS);
}

/** Exponential backoff with jitter after the n-th failed attempt: about 10 s, 20 s, 40 s ... capped at 6 hours. */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  return Math.round(nominalDelayMs(failedAttempts) * (0.75 + random() * 0.5));
}

/**
 * For the log's "3 of 12": the attempts made plus those the schedule still plans for a pending delivery, the next
 * one due at `nextAttemptAt` and the last one at `retryUntil` (the end of the retry window, see record-attempt).
 */
export function plannedAttempts(attempts: number, nextAttemptAt: Date, retryUntil: Date): number {
  let planned = attempts;
  let at = nextAttemptAt.getTime();
  for (;;) {
    planned += 1;
    if (at >= retryUntil.getTime()) return planned;
    at = Math.min(at + nominalDelayMs(planned), retryUntil.getTime());
  }
}
