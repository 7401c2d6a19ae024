import type { PaymentEventType, RejectReason, TransferOutcome } from '@paylink/shared';
import type { LinkStatus } from '../schema';

/**
 * The payment lifecycle as data (BTCPay's invoice states, plus per-link transfers): for each state and
 * event, the next state and what to write. Pure: the recording code (apply-payment-transition.ts) locks
 * the row, classifies what happened with `transferEvent` / `expiryEvent`, looks the step up here and applies it.
 */
export type LifecycleEvent =
  /** A counted transfer made by the link's expiry (its block time) that leaves the link short. */
  | 'counted_partial'
  /** A counted transfer made by the expiry that brings what the link received to exactly its amount. */
  | 'counted_complete'
  /** A counted transfer made by the expiry that brings it above its amount. */
  | 'counted_over'
  /** The same three for a transfer made after the expiry: they pay the link late. */
  | 'late_partial'
  | 'late_complete'
  | 'late_over'
  /** A transfer that cannot pay the link (failed, wrong token, wrong recipient...). */
  | 'rejected'
  /** Expiry time reached: nothing arrived. */
  | 'expiry_nothing'
  /** Expiry time reached: counted money arrived, but not enough. */
  | 'expiry_underpaid'
  /** Expiry time reached: nothing counted, but rejected transfers moved real value (wrong token or recipient). */
  | 'expiry_rejected_value'
  /** Every transfer counted toward the link is final on its chain (the finality job). */
  | 'transfers_final'
  /**
   * A counted transfer was rolled back before it was final (a reorg, a dropped fork: the finality job reads it
   * `gone`), by what the link still counts without it and whether it has expired.
   */
  | 'reversed_open'
  | 'reversed_ended_nothing'
  | 'reversed_ended_underpaid'
  | 'reversed_still_paid';

export const LIFECYCLE_EVENTS: readonly LifecycleEvent[] = [
  'counted_partial',
  'counted_complete',
  'counted_over',
  'late_partial',
  'late_complete',
  'late_over',
  'rejected',
  'expiry_nothing',
  'expiry_underpaid',
  'expiry_rejected_value',
  'transfers_final',
  'reversed_open',
  'reversed_ended_nothing',
  'reversed_ended_underpaid',
  'reversed_still_paid',
];

export interface Step {
  to: LinkStatus;
  /** How the transfer is stored (transfer events only). */
  outcome?: TransferOutcome;
  /** The transfer's amount adds to amountReceived. */
  count?: true;
  /** The transfer completes the link: it becomes transactionSignature; paidLate when it was made after the expiry. */
  complete?: { paidLate: boolean; overpaid: boolean };
  /** failureReason after the step: 'underpaid', or the reason of the rejected transfer that moved value. */
  failure?: 'underpaid' | 'rejected_reason';
  /** A completion held until finality is released: completedAt now, with the events its completion would have sent. */
  release?: true;
  /** The link is final now (finalizedAt): `payment.finalized` follows the step's other events. */
  finalize?: true;
  /** The completion is undone (its transfer rolled back): a new round, in which a new payment completes it again. */
  reverse?: true;
  event: PaymentEventType | null;
}

const partial = (to: LinkStatus, event: PaymentEventType): Step => ({
  to,
  outcome: 'counted',
  count: true,
  failure: to === 'FAILED' ? 'underpaid' : undefined,
  event,
});
const completes = (paidLate: boolean, overpaid: boolean): Step => ({
  to: 'COMPLETED',
  outcome: 'counted',
  count: true,
  complete: { paidLate, overpaid },
  event: 'payment.completed',
});
const excess: Step = { to: 'COMPLETED', outcome: 'excess', event: 'payment.excess_received' };
const heldExcess: Step = { ...excess, to: 'CONFIRMED' };
const stays = (to: LinkStatus): Step => ({ to, event: null });
/** What a rollback leaves: none of it for a link that never left its state (the finality job reads only completed ones). */
const noReversal = (to: LinkStatus) => ({
  reversed_open: stays(to),
  reversed_ended_nothing: stays(to),
  reversed_ended_underpaid: stays(to),
  reversed_still_paid: stays(to),
});
/**
 * A completion rolled back goes where the link would be without it: open again before its expiry, else ended as
 * expiry leaves it (EXPIRED with nothing counted, FAILED underpaid with a part). `payment.reversed` tells a merchant
 * who heard `payment.completed`; one completing at finality heard nothing (event null).
 */
const reversals = (event: PaymentEventType | null, from: LinkStatus) => ({
  reversed_open: { to: 'PENDING', reverse: true, event } satisfies Step,
  reversed_ended_nothing: { to: 'EXPIRED', reverse: true, event } satisfies Step,
  reversed_ended_underpaid: { to: 'FAILED', failure: 'underpaid', reverse: true, event } satisfies Step,
  // Other counted transfers still pay it in full: it stays paid.
  reversed_still_paid: stays(from),
});
const rejectedIn = (to: LinkStatus): Step => ({ to, outcome: 'rejected', event: null });

export const PAYMENT_TRANSITIONS: Record<LinkStatus, Record<LifecycleEvent, Step>> = {
  // Open: strangers cannot close it; partial payments add up; it ends at full payment or at expiry. A transfer
  // made after the expiry, recorded before the expiry ran, ends it as it would have ended EXPIRED.
  PENDING: {
    counted_partial: partial('PENDING', 'payment.partially_paid'),
    counted_complete: completes(false, false),
    counted_over: completes(false, true),
    late_partial: partial('FAILED', 'payment.failed'),
    late_complete: completes(true, false),
    late_over: completes(true, true),
    rejected: rejectedIn('PENDING'),
    expiry_nothing: { to: 'EXPIRED', event: 'payment.expired' },
    expiry_underpaid: { to: 'FAILED', failure: 'underpaid', event: 'payment.failed' },
    expiry_rejected_value: { to: 'FAILED', failure: 'rejected_reason', event: 'payment.failed' },
    transfers_final: stays('PENDING'),
    ...noReversal('PENDING'),
  },
  // Expired with nothing received: a full payment completes it (on time if made by the expiry, recorded after
  // it); a partial one is money to refund.
  EXPIRED: {
    counted_partial: partial('FAILED', 'payment.failed'),
    counted_complete: completes(false, false),
    counted_over: completes(false, true),
    late_partial: partial('FAILED', 'payment.failed'),
    late_complete: completes(true, false),
    late_over: completes(true, true),
    rejected: rejectedIn('EXPIRED'),
    expiry_nothing: stays('EXPIRED'),
    expiry_underpaid: stays('EXPIRED'),
    expiry_rejected_value: stays('EXPIRED'),
    transfers_final: stays('EXPIRED'),
    ...noReversal('EXPIRED'),
  },
  // Failed after money arrived: late top-ups still add up and complete it within the late window.
  FAILED: {
    counted_partial: partial('FAILED', 'payment.partially_paid'),
    counted_complete: completes(false, false),
    counted_over: completes(false, true),
    late_partial: partial('FAILED', 'payment.partially_paid'),
    late_complete: completes(true, false),
    late_over: completes(true, true),
    rejected: rejectedIn('FAILED'),
    expiry_nothing: stays('FAILED'),
    expiry_underpaid: stays('FAILED'),
    expiry_rejected_value: stays('FAILED'),
    transfers_final: stays('FAILED'),
    ...noReversal('FAILED'),
  },
  // Paid in full: more money is a duplicate payment the merchant owes back. Final once its transfers are; undone
  // (payment.reversed) if the transfer that paid it is rolled back before that.
  COMPLETED: {
    counted_partial: excess,
    counted_complete: excess,
    counted_over: excess,
    late_partial: excess,
    late_complete: excess,
    late_over: excess,
    rejected: rejectedIn('COMPLETED'),
    expiry_nothing: stays('COMPLETED'),
    expiry_underpaid: stays('COMPLETED'),
    expiry_rejected_value: stays('COMPLETED'),
    transfers_final: { to: 'COMPLETED', finalize: true, event: null },
    ...reversals('payment.reversed', 'COMPLETED'),
  },
  // Paid in full for a merchant who completes at finality (see heldUntilFinal): like COMPLETED for more money, and
  // COMPLETED (payment.completed, then payment.finalized) once its transfers are final.
  CONFIRMED: {
    counted_partial: heldExcess,
    counted_complete: heldExcess,
    counted_over: heldExcess,
    late_partial: heldExcess,
    late_complete: heldExcess,
    late_over: heldExcess,
    rejected: rejectedIn('CONFIRMED'),
    expiry_nothing: stays('CONFIRMED'),
    expiry_underpaid: stays('CONFIRMED'),
    expiry_rejected_value: stays('CONFIRMED'),
    transfers_final: { to: 'COMPLETED', release: true, finalize: true, event: 'payment.completed' },
    ...reversals(null, 'CONFIRMED'),
  },
};

/**
 * A merchant who completes at finality: a step that would complete the link holds it CONFIRMED instead, its
 * transfer counted and no event sent yet; `transfers_final` completes it. Other steps are unchanged.
 */
export function heldUntilFinal(step: Step): Step {
  return step.to === 'COMPLETED' && step.complete ? { ...step, to: 'CONFIRMED', event: null } : step;
}

/**
 * A link its merchant cancelled stays as it ended: no transfer pays it (the watcher lists them in the inbox, see
 * linkOf); one its merchant still assigns to it from the inbox counts as excess, owed back and refundable from the link.
 */
export function cancelledStep(step: Step, status: LinkStatus): Step {
  return step.outcome === 'counted' || step.outcome === 'excess'
    ? { to: status, outcome: 'excess', event: 'payment.excess_received' }
    : { ...step, to: status };
}

/**
 * Which event a transfer is for a link that has `received` of `amount` so far. Late is decided by the chain, not
 * by when the watcher noticed: the transfer's block time after `expiresAt`; without a block time, a link that is
 * no longer PENDING. From `minimum` (the amount less the merchant's underpayment tolerance; the amount by default)
 * up to the amount it is complete; short of it, partial.
 */
export function transferEvent(
  link: { amount: bigint; received: bigint; status: LinkStatus; expiresAt: Date; minimum?: bigint },
  transfer: { outcome: 'counted' | 'rejected'; amount: bigint | null; blockTime: Date | null },
): LifecycleEvent {
  if (transfer.outcome === 'rejected') return 'rejected';
  const late = transfer.blockTime ? transfer.blockTime > link.expiresAt : link.status !== 'PENDING';
  const total = link.received + (transfer.amount ?? 0n);
  const share = total < (link.minimum ?? link.amount) ? 'partial' : total <= link.amount ? 'complete' : 'over';
  return `${late ? 'late' : 'counted'}_${share}`;
}

/** Rejected transfers that moved real value to someone: the merchant must hear of them (FAILED, not EXPIRED). */
export function isRejectedValue(transfer: { reason: RejectReason | null; amount: bigint | null }): boolean {
  return (transfer.reason === 'wrong_token' || transfer.reason === 'wrong_recipient') && (transfer.amount ?? 0n) > 0n;
}

/** Which event expiry is for a link that received `received` (counted) and, if any, a rejected transfer of value. */
export function expiryEvent(received: bigint, rejectedValue: boolean): LifecycleEvent {
  if (received > 0n) return 'expiry_underpaid';
  return rejectedValue ? 'expiry_rejected_value' : 'expiry_nothing';
}

/**
 * Which rollback event it is for a completed link that still counts `remaining` of `amount` once the rolled-back
 * transfers are taken out, at `now`.
 */
export function reversalEvent(
  link: { amount: bigint; expiresAt: Date; minimum?: bigint },
  remaining: bigint,
  now: Date,
): LifecycleEvent {
  if (remaining >= (link.minimum ?? link.amount)) return 'reversed_still_paid';
  if (link.expiresAt > now) return 'reversed_open';
  return remaining > 0n ? 'reversed_ended_underpaid' : 'reversed_ended_nothing';
}
