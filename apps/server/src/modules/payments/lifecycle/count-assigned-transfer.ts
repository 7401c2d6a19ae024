import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { PaymentRequestBuilder } from '../../chains/chain-adapter';
import { applyPaymentTransition } from './apply-payment-transition';
import { countedTransferInput, linkState } from './link-state';
import type { PaymentRow } from '../links/payment-dto';
import { transferEvent } from './payment-transitions';
import { transferStep } from './transfer-step';
import { paysInAsset } from './pays-in-asset';
import { paymentTransfers, payments } from '../schema';

/** A transfer a merchant says pays one of their links (an unmatched one from their inbox). */
export interface AssignedTransfer {
  network: string;
  currency: string;
  recipient: string;
  txId: string;
  position: number;
  amount: bigint;
  asset: string | null;
  from: string | null;
  block: bigint;
  txIndex: number | null;
  time: Date | null;
}

/**
 * Counts an assigned transfer toward the merchant's link through the transition table (partial, complete or excess),
 * with its transfer row and event, in the caller's transaction (the link locked). The link must be the merchant's,
 * in the same network, token (its asset, not only its symbol) and wallet, and the transfer must not already count toward a link. `matchBy`: how the
 * transfer's network names its link. Returns the link.
 */
export async function countAssignedTransfer(
  tx: Db,
  input: {
    accountId: string;
    paymentId: string;
    transfer: AssignedTransfer;
    matchBy: PaymentRequestBuilder['matchBy'];
    now: Date;
  },
): Promise<PaymentRow> {
  const { transfer } = input;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.accountId, input.accountId), eq(payments.purpose, 'link')))
    .for('update');
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found', 404);
  if (
    payment.network !== transfer.network ||
    payment.currency !== transfer.currency ||
    payment.recipientAddress.toLowerCase() !== transfer.recipient.toLowerCase()
  ) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This transfer sent ${transfer.currency} on ${transfer.network} to ${transfer.recipient}; the link asks for ${payment.currency} on ${payment.network} to ${payment.recipientAddress}`,
      400,
    );
  }
  // The same symbol in another token (anyone can mint one and call it USDC) is wrong_token: it never counts.
  if (!paysInAsset(payment, transfer.asset)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This transfer sent another token than the link's ${payment.currency} (${transfer.asset ?? 'native'}, not ${payment.asset ?? 'native'}): wrong_token`,
      400,
    );
  }
  // Where a reference names the link, the transaction counts as a whole (at most one link); else each transfer of it.
  const position = input.matchBy === 'reference' ? 0 : transfer.position;
  const [counted] = await tx
    .select({ id: paymentTransfers.id })
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.txId, transfer.txId), eq(paymentTransfers.position, position)))
    .limit(1);
  if (counted) throw new AppError('CONFLICT', 'This transfer already counts toward a link', 409);
  const event = transferEvent(await linkState(tx, payment), {
    outcome: 'counted',
    amount: transfer.amount,
    blockTime: transfer.time,
  });
  return applyPaymentTransition(tx, payment, await transferStep(tx, payment, event), {
    transfer: countedTransferInput({ ...transfer, position }),
    now: input.now,
  });
}
