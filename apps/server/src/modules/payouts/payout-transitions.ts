import type { PayoutEventType, PayoutStatus } from '@paylink/shared';

/** What can happen to a payout. */
export type PayoutEvent = 'claimed' | 'batched' | 'unbatched' | 'paid' | 'failed' | 'canceled';

/**
 * The payout lifecycle as data: AWAITING_ADDRESS (its claim link is out) becomes READY when the recipient answers;
 * a READY payout joins one batch (IN_BATCH) or is taken out again (a batch abandoned); the watcher marks it PAID when
 * its transfer is confirmed (also when paid outside a batch, the same amount to the same address), or FAILED when
 * the batch's transaction failed. Only what is not yet batched can be CANCELED. PAID and CANCELED are final; a FAILED
 * payout may be batched again. A missing entry is a move that cannot happen.
 */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, Partial<Record<PayoutEvent, PayoutStatus>>> = {
  AWAITING_ADDRESS: { claimed: 'READY', canceled: 'CANCELED' },
  READY: { batched: 'IN_BATCH', paid: 'PAID', canceled: 'CANCELED' },
  IN_BATCH: { paid: 'PAID', failed: 'FAILED', unbatched: 'READY' },
  FAILED: { batched: 'IN_BATCH', paid: 'PAID', canceled: 'CANCELED' },
  PAID: {},
  CANCELED: {},
};

/** The status after `event`, or null when the payout cannot take it. */
export function nextPayoutStatus(status: PayoutStatus, event: PayoutEvent): PayoutStatus | null {
  return PAYOUT_TRANSITIONS[status][event] ?? null;
}

/** The statuses from which `event` may happen (for conditional updates: `where status in (...)`). */
export function statusesAllowing(event: PayoutEvent): PayoutStatus[] {
  return (Object.keys(PAYOUT_TRANSITIONS) as PayoutStatus[]).filter((s) => PAYOUT_TRANSITIONS[s][event] !== undefined);
}

/** The webhook each event sends, written with the status change (payouts' outbox). */
export const PAYOUT_EVENT_WEBHOOKS: Partial<Record<PayoutEvent, PayoutEventType>> = {
  paid: 'payout.paid',
  failed: 'payout.failed',
};
