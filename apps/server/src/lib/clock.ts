/**
 * The product's time (issue 33): rules that span days (subscription periods, renewals, grace) read `now()` here,
 * so tests and offline mode move time forward instead of waiting. It only ever moves forward, by `advance`.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward by `ms` and tells the listeners (the worker runs its time-based jobs at once). */
  advance(ms: number): void;
  onAdvance(listener: () => void): () => void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offsetMs += ms;
      for (const listener of listeners) listener();
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
