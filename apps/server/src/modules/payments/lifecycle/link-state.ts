import type { PaymentRow } from '../links/payment-dto';
import type { TransferInput } from './apply-payment-transition';

/**
 * What a link expects, for the transition table: what the chain must see (`payAmount`, which on a network matching
 * by amount includes the unique offset: part of the price, not an overpayment), and what it received so far.
 */
export function linkState(payment: PaymentRow) {
  return { ...payment, amount: payment.payAmount ?? payment.amount, received: payment.amountReceived ?? 0n };
}

/** The transfer row of a transfer counted toward a link, from what a chain showed (or a merchant assigned). */
export function countedTransferInput(t: {
  txId: string;
  position: number;
  amount: bigint;
  asset: string | null;
  currency: string;
  from: string | null;
  block: bigint;
  txIndex: number | null;
  time: Date | null;
}): TransferInput {
  return { txId: t.txId, position: t.position, amount: t.amount, asset: t.asset, currency: t.currency, payer: t.from, reason: null, block: t.block, txIndex: t.txIndex, blockTime: t.time };
}
