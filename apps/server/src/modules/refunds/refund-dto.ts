import { formatAmount, type Refund, type WebhookRefund } from '@paylink/shared';
import { tokenDecimals } from '../payments/links/payment-dto';
import { qrCodeData } from '../payments/links/qr-code-data';
import type { RefundRow } from './schema';

export function toRefundDto(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    transferId: row.transferId,
    misdirectedId: row.misdirectedId,
    amount: formatAmount(row.amount, tokenDecimals(row.currency)),
    currency: row.currency,
    network: row.network,
    to: row.toAddress,
    status: row.status,
    paymentUrl: row.paymentUrl,
    // Rendered only when read (serialised), like the payment's.
    get qrCodeData() {
      return qrCodeData(row.paymentUrl);
    },
    reference: row.reference,
    reason: row.reason,
    signature: row.txId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The refund part of the `payment.refunded` event, frozen when it completes. */
export function webhookRefund(row: RefundRow): WebhookRefund {
  return {
    id: row.id,
    amount: formatAmount(row.amount, tokenDecimals(row.currency)),
    currency: row.currency,
    to: row.toAddress,
    status: row.status,
    transfer_id: row.transferId,
    misdirected_id: row.misdirectedId,
    reason: row.reason,
    signature: row.txId,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
