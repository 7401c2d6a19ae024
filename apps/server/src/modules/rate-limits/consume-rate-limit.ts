import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

/** One request counted against a window, and what the RateLimit-* response headers report. */
export interface RateLimitState {
  allowed: boolean;
  limit: number;
  /** Requests counted in the window so far, this one included. */
  consumed: number;
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
  return {
    allowed,
    limit: limiter.points,
    consumed: res.consumedPoints,
    remaining: res.remainingPoints,
    resetS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

/** The one 429 of the product: `{ success: false, error, code: 'RATE_LIMITED' }` with Retry-After in seconds. */
export function rateLimited(message: (minutes: number) => string, retryAfterS: number): AppError {
  return new AppError('RATE_LIMITED', message(Math.ceil(retryAfterS / 60)), 429, { retryAfter: retryAfterS });
}

const tryAgain = (minutes: number) => `Too many requests. Please try again in ${minutes} minute(s).`;

/** Spends one request of `key`'s window and throws the 429 past the limit. */
export async function enforceRateLimit(
  limiter: RateLimiterAbstract,
  key: string,
  message = tryAgain,
): Promise<RateLimitState> {
  const state = await consumeRateLimit(limiter, key);
  if (!state.allowed) throw rateLimited(message, state.resetS);
  return state;
}
