import { QUOTE_GRACE_MS } from '@paylink/shared';

/**
 * Whether a transfer made at `paidAt` to a fiat-priced link is valued at a fresh rate instead of the link's quote.
 * The quote holds until it expires plus 2 minutes of grace; once money has arrived it is fixed for good.
 * Token-priced links (no quote) never are.
 */
export function needsRequote(link: { priceCents: bigint | null; quoteExpiresAt: Date | null; amountReceived: bigint | null }, paidAt: Date): boolean {
  if (link.priceCents === null || link.quoteExpiresAt === null) return false;
  if ((link.amountReceived ?? 0n) > 0n) return false;
  return paidAt.getTime() > link.quoteExpiresAt.getTime() + QUOTE_GRACE_MS;
}
