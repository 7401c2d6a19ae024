import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { getPaymentSettings } from '../settings/get-payment-settings';
import type { TransferInput } from './apply-payment-transition';

/**
 * What a link expects, for the transition table: what the chain must see (`payAmount`, which on a network matching
 * by amount includes the unique offset: part of the price, not an overpayment), what it received so far, and the
 * least that pays it: the amount less its merchant's underpayment tolerance, rounded up (never cheaper than
 * allowed; with no tolerance, exactly the amount). Every path that counts a transfer reads it here.
 */
export async function linkState(tx: Db, payment: PaymentRow) {
  const amount = payment.payAmount ?? payment.amount;
  const bps =
    payment.purpose === 'link' && payment.accountId !== null
      ? (await getPaymentSettings(tx, payment.accountId)).underpaymentToleranceBps
      : 0;
  return {
    ...payment,
    amount,
    received: payment.amountReceived ?? 0n,
    minimum: amount - (amount * BigInt(bps)) / 10_000n,
  };
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
  return {
    txId: t.txId,
    position: t.position,
    amount: t.amount,
    asset: t.asset,
    currency: t.currency,
    payer: t.from,
    reason: null,
    block: t.block,
    txIndex: t.txIndex,
    blockTime: t.time,
  };
}
