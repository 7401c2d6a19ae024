import { QUOTE_GRACE_MS } from '@paylink/shared';

/** When a quote stops binding: its expiry plus 2 minutes of grace. */
export const quoteEnd = (expiresAt: Date): Date => new Date(expiresAt.getTime() + QUOTE_GRACE_MS);

/**
 * Whether a transfer made at `paidAt` is taken at a quote that expires at `expiresAt`: up to 2 minutes of grace
 * after it. Later, what is left of the fiat price is valued at the current rate instead, whatever arrived before.
 */
export function quoteHolds(expiresAt: Date, paidAt: Date): boolean {
  return paidAt.getTime() <= quoteEnd(expiresAt).getTime();
}
