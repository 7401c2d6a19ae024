import { eq, sql } from 'drizzle-orm';
import type { RejectReason, WebhookTransfer } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { paymentEvents, paymentTransfers, payments } from '../schema';
import { newId } from '../../../lib/ids';
import { runCompletionHandler, runReversalHandler } from './completion-handlers';
import { holdAmountOffset } from '../../chains/unique-amounts/hold-amount-offset';
import { releaseAmountOffset } from '../../chains/unique-amounts/release-amount-offset';
import type { PaymentRow } from '../links/payment-dto';
import { paymentEventData } from './payment-event-data';
import type { Step } from './payment-transitions';
import { transferAmount } from '../links/transfer-dto';
import { settleOwed } from './settle-owed';
import { eventAmounts, exceptionEvents } from './exception-events';
import { senderScreened } from './sender-screening';

/** A confirmed transaction carrying the link's reference, as the recorder classified it. */
export interface TransferInput {
  txId: string;
  /** Which transfer of the transaction (see payment_transfers.position): 0 on Solana. */
  position: number;
  amount: bigint | null;
  asset: string | null;
  currency: string | null;
  payer: string | null;
  reason: RejectReason | null;
  block: bigint;
  txIndex: number | null;
  blockTime: Date | null;
  /** Links priced in USD/EUR: what a counted transfer pays of the price, at the quote it was taken at. */
  fiatCents?: bigint | null;
  /** Where it was made when not on the link's network (a misdirected payment its merchant accepted); absent: the link's. */
  network?: string | null;
}

/**
 * The one place a payment changes state (and so the one place it becomes COMPLETED): inside the caller's
 * transaction, which holds the payment row locked, it writes the transfer row, the new status and fields,
 * and the step's event with the payment as it now is. Returns the updated row.
 */
export async function applyPaymentTransition(
  tx: Db,
  payment: PaymentRow,
  step: Step,
  input: { transfer?: TransferInput; rejectedReason?: RejectReason | null; now: Date; rolledBack?: bigint },
): Promise<PaymentRow> {
  const { transfer, now } = input;
  const changes: Partial<PaymentRow> = { status: step.to, updatedAt: now };
  if (step.count && transfer?.amount) changes.amountReceived = (payment.amountReceived ?? 0n) + transfer.amount;
  if (step.complete && transfer) {
    Object.assign(changes, {
      txId: transfer.txId,
      payerAddress: transfer.payer,
      block: transfer.block,
      // Held until finality (CONFIRMED), it completes later (step.release).
      completedAt: step.to === 'COMPLETED' ? now : null,
      failureReason: null,
      paidLate: step.complete.paidLate,
      overpaid: step.complete.overpaid,
    });
  }
  if (step.reverse) {
    Object.assign(changes, {
      txId: null,
      payerAddress: null,
      block: null,
      completedAt: null,
      finalizedAt: null,
      failureReason: null,
      paidLate: false,
      overpaid: false,
      reversals: payment.reversals + 1,
    });
  }
  if (input.rolledBack) changes.amountReceived = (payment.amountReceived ?? 0n) - input.rolledBack;
  if (step.release) changes.completedAt = now;
  if (step.finalize) changes.finalizedAt = now;
  if (step.failure === 'underpaid') changes.failureReason = 'underpaid';
  if (step.failure === 'rejected_reason') changes.failureReason = input.rejectedReason ?? null;
  if (
    transfer?.payer &&
    !payment.screenedSender &&
    (await senderScreened(tx, payment.network, transfer.payer, `payment ${payment.id}`))
  )
    Object.assign(changes, { screenedSender: transfer.payer, screenedAt: now });

  if (transfer && step.outcome) {
    await tx.insert(paymentTransfers).values({
      id: newId('trf'),
      paymentId: payment.id,
      outcome: step.outcome,
      ...transfer,
      reason: step.outcome === 'rejected' ? transfer.reason : null,
    });
  }
  const [current] = await tx.update(payments).set(changes).where(eq(payments.id, payment.id)).returning();
  // Money the merchant holds but the link does not keep is owed back (an overpayment, a duplicate payment, a wrong
  // token, or what an unpaid link received), derived again from its transfers and refunds; a late top-up settles it.
  let updated = await settleOwed(
    tx,
    current!,
    payment.purpose === 'credit_purchase' && payment.status === 'COMPLETED' && payment.needsRefund,
  );
  // An EVM link that is no longer open releases its unique amounts (a late payment's new quote included): quarantined
  // from the end of its watch (its expiry, or now if later), then free for the recipient's next link. One waiting for
  // finality keeps them until it completes.
  if (step.to !== 'PENDING' && step.to !== 'CONFIRMED')
    await releaseAmountOffset(tx, payment.id, payment.expiresAt > now ? payment.expiresAt : now);
  // Open again after a rollback: it asks for its amount again, if that is still its own (released amounts stay
  // quarantined to their link far longer than finality takes; see docs/architecture.md, payment.reversed).
  if (step.reverse && step.to === 'PENDING' && payment.payAmount !== null)
    await holdAmountOffset(tx, payment.id, payment.payAmount);
  // The purpose's module acts here, in the transaction that completes the payment, exactly once (billing adds
  // a credit purchase's credits); money it can no longer honour is owed back.
  // A credit purchase's credits are taken back by its module when its completion is rolled back.
  if (step.reverse && payment.status === 'COMPLETED') await runReversalHandler(tx, updated, { now });
  if ((step.complete && step.to === 'COMPLETED') || step.release) {
    const { owedBack } = await runCompletionHandler(tx, updated, { paidAt: transfer?.blockTime ?? now, now });
    if (owedBack)
      updated = (
        await tx.update(payments).set({ needsRefund: true }).where(eq(payments.id, payment.id)).returning()
      )[0]!;
  }
  const types = [
    step.event,
    ...exceptionEvents(step, transfer?.reason, updated),
    step.finalize ? ('payment.finalized' as const) : null,
  ].filter((t) => t !== null);
  if (types.length > 0) {
    const data = paymentEventData(updated);
    const caused = transfer
      ? {
          transfer: {
            signature: transfer.txId,
            amount: transferAmount(transfer.amount, transfer.currency),
            currency: transfer.currency,
          } satisfies WebhookTransfer,
        }
      : {};
    await tx
      .insert(paymentEvents)
      .values(
        types.map((type, i) => ({
          id: newId('evt'),
          paymentId: payment.id,
          accountId: payment.accountId,
          type,
          data: { ...data, ...caused, ...eventAmounts(type, updated) },
          round: updated.reversals,
          // One transaction's now() for all: a millisecond apart (what the outbox reads keeps), they are delivered in this order, the step's event first.
          createdAt: sql.raw(`now() + interval '${i} milliseconds'`),
        })),
      )
      .onConflictDoNothing();
  }
  return updated;
}
