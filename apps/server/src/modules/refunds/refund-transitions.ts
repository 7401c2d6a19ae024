import type { RefundStatus } from '@paylink/shared';

/** What can happen to a refund: its transaction is found on chain, its time runs out unpaid, or the merchant reopens it. */
export type RefundEvent = 'paid' | 'lapsed' | 'reopened';

/**
 * The refund lifecycle as data: a PENDING refund becomes COMPLETED when paid or EXPIRED when it lapses (it frees
 * what it reserved, and a new one can be prepared). An EXPIRED refund found paid after all (a transaction that
 * confirmed late) becomes COMPLETED: the money went out, so it counts. While it may still be paid late it keeps
 * reserving (see reservesAmount), and the merchant can reopen it: PENDING again with a fresh time, the same request
 * (see reopenRefund). COMPLETED is final.
 */
export const REFUND_TRANSITIONS: Record<RefundStatus, Partial<Record<RefundEvent, RefundStatus>>> = {
  PENDING: { paid: 'COMPLETED', lapsed: 'EXPIRED' },
  COMPLETED: {},
  EXPIRED: { paid: 'COMPLETED', reopened: 'PENDING' },
};

/** The status after `event`, or null when the refund cannot take it (already final). */
export function nextRefundStatus(status: RefundStatus, event: RefundEvent): RefundStatus | null {
  return REFUND_TRANSITIONS[status][event] ?? null;
}
