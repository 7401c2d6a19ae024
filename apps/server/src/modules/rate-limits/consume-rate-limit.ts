import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One request counted against a window, and what the RateLimit-* response headers report. */
export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetS: number;
}

/** Spends one request of `key`'s window. A store failure is rethrown as it is, never taken for a refusal. */
export async function consumeRateLimit(limiter: RateLimiterAbstract, key: string): Promise<RateLimitState> {
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    res = err;
    allowed = false;
  }
  return { allowed, limit: limiter.points, remaining: res.remainingPoints, resetS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}
