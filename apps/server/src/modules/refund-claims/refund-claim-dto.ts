import {
  formatAmount,
  type BitcoinNetwork,
  type PublicRefundClaim,
  type RefundClaim,
  type RefundClaimStatus,
} from '@paylink/shared';
import { tokenDecimals } from '../payments/links/payment-dto';
import type { RefundClaimRow } from './schema';

/** Answered is final; an unanswered claim past its time is EXPIRED. */
export function refundClaimStatus(row: RefundClaimRow, now: Date): RefundClaimStatus {
  if (row.answeredAt) return 'ANSWERED';
  return row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

const common = (row: RefundClaimRow, now: Date) => ({
  amount: formatAmount(row.amount, tokenDecimals(row.currency)),
  currency: row.currency,
  status: refundClaimStatus(row, now),
  address: row.address,
  expiresAt: row.expiresAt.toISOString(),
});

/** The merchant's view of a claim. */
export function toRefundClaimDto(row: RefundClaimRow, now = new Date()): RefundClaim {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transferId: row.transferId,
    ...common(row, now),
    reason: row.reason,
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The customer's view: what is refunded, and of which chain the address must be. */
export function toPublicRefundClaim(
  row: RefundClaimRow,
  bitcoinNetwork: BitcoinNetwork,
  now = new Date(),
): PublicRefundClaim {
  return { label: row.label, ...common(row, now), bitcoinNetwork };
}
