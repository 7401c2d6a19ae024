import { formatAmount, type PaymentTransfer, type ProposedRefund } from '@paylink/shared';
import { tokenDecimals } from './payment-dto';
import type { PaymentTransferRow } from '../schema';

/** A transfer's amount as a decimal string in its own token, or null when the token is not one we know. */
export function transferAmount(amount: bigint | null, currency: string | null): string | null {
  return amount === null || currency === null ? null : formatAmount(amount, tokenDecimals(currency));
}

/**
 * In base units of the transfer's token: `owed`, what of it is still owed back (see owedShares); `refundable`, the
 * most a refund of it may be (see refundableAmounts); `proposedRefund`, what its Refund button proposes.
 */
export function toTransferDto(
  row: PaymentTransferRow,
  { owed, refundable, proposedRefund }: { owed: bigint; refundable: bigint; proposedRefund: ProposedRefund | null },
): PaymentTransfer {
  return {
    id: row.id,
    signature: row.txId,
    amount: transferAmount(row.amount, row.currency),
    currency: row.currency,
    baseUnits: row.amount?.toString() ?? null,
    mint: row.asset,
    outcome: row.outcome,
    reason: row.reason,
    payer: row.payer,
    amountOwed: transferAmount(owed, row.currency) ?? '0',
    amountRefundable: transferAmount(refundable, row.currency) ?? '0',
    proposedRefund,
    slot: row.block.toString(),
    blockTime: row.blockTime?.toISOString() ?? null,
  };
}
