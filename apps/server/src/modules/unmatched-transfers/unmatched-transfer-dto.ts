import { formatAmount, type UnmatchedTransfer } from '@paylink/shared';
import { tokenDecimals } from '../payments/links/payment-dto';
import type { UnmatchedTransferRow } from './schema';

export function toUnmatchedTransferDto(row: UnmatchedTransferRow): UnmatchedTransfer {
  return {
    id: row.id,
    network: row.network,
    currency: row.currency,
    amount: formatAmount(row.amount, tokenDecimals(row.currency)),
    recipient: row.recipient,
    payer: row.payer,
    signature: row.txId,
    blockTime: row.blockTime?.toISOString() ?? null,
    reason: row.reason,
    status: row.status,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
  };
}
