import { formatAmount, type PaymentEventType, type RejectReason } from '@paylink/shared';
import { tokenDecimals, type PaymentRow } from '../links/payment-dto';
import { amountRemaining } from './amount-remaining';
import type { Step } from './payment-transitions';

/**
 * The exception events a step causes beside its own (BTCPay's paid late / overpaid, Coinbase's split of
 * `charge:failed`): written by applyPaymentTransition in the same transaction, so each is sent exactly once. A
 * completion made after the expiry is `payment.paid_late`, one paying more than asked `payment.overpaid`; a
 * transfer rejected for its token is `payment.wrong_token`. `row`: the link after the step.
 */
export function exceptionEvents(
  step: Step,
  rejectedReason: RejectReason | null | undefined,
  row: Pick<PaymentRow, 'paidLate' | 'overpaid'>,
): PaymentEventType[] {
  const types: PaymentEventType[] = [];
  // A completion held until finality sends them when it is released, from what its completing transfer recorded.
  const completion = step.release ? row : step.to === 'COMPLETED' ? step.complete : undefined;
  if (completion?.paidLate) types.push('payment.paid_late');
  if (completion?.overpaid) types.push('payment.overpaid');
  if (step.outcome === 'rejected' && rejectedReason === 'wrong_token') types.push('payment.wrong_token');
  return types;
}

/** What an event carries beyond the payment and its transfer: the amount left to pay, or owed back (decimal strings, pay token). */
export function eventAmounts(type: PaymentEventType, row: PaymentRow): Record<string, string> {
  const decimals = tokenDecimals(row.currency);
  if (type === 'payment.partially_paid') return { amount_remaining: formatAmount(amountRemaining(row), decimals) };
  if (type === 'payment.overpaid') return { amount_owed: formatAmount(row.amountOwed, decimals) };
  return {};
}
