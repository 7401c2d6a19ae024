import { formatAmount, type PaymentTransfer } from '@paylink/shared';
import { tokenDecimals } from './payment-dto';
import type { PaymentTransferRow } from './schema';

/** A transfer's amount as a decimal string in its own token, or null when the token is not one we know. */
export function transferAmount(amount: bigint | null, currency: string | null): string | null {
  return amount === null || currency === null ? null : formatAmount(amount, tokenDecimals(currency));
}

/** `owed`: what of the transfer is still owed back (base units of its token), see owedShares. */
export function toTransferDto(row: PaymentTransferRow, owed: bigint): PaymentTransfer {
  return {
    id: row.id,
    signature: row.signature,
    amount: transferAmount(row.amount, row.currency),
    currency: row.currency,
    baseUnits: row.amount?.toString() ?? null,
    mint: row.mint,
    outcome: row.outcome,
    reason: row.reason,
    payer: row.payer,
    amountOwed: transferAmount(owed, row.currency) ?? '0',
    slot: row.slot.toString(),
    blockTime: row.blockTime?.toISOString() ?? null,
  };
}
