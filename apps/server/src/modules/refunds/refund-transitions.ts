import type { RefundStatus } from '@paylink/shared';

/** What can happen to a refund: its transaction is found on chain, or its time runs out unpaid. */
export type RefundEvent = 'paid' | 'lapsed';

/**
 * The refund lifecycle as data: only a PENDING refund moves, to COMPLETED when paid or EXPIRED when it lapses;
 * both are final (a lapsed refund frees what it reserved, and a new one can be prepared).
 */
export const REFUND_TRANSITIONS: Record<RefundStatus, Partial<Record<RefundEvent, RefundStatus>>> = {
  PENDING: { paid: 'COMPLETED', lapsed: 'EXPIRED' },
  COMPLETED: {},
  EXPIRED: {},
};

/** The status after `event`, or null when the refund cannot take it (already final). */
export function nextRefundStatus(status: RefundStatus, event: RefundEvent): RefundStatus | null {
  return REFUND_TRANSITIONS[status][event] ?? null;
}
