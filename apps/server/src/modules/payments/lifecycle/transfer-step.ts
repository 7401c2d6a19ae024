import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { getPaymentSettings } from '../settings/get-payment-settings';
import {
  cancelledStep,
  heldUntilFinal,
  PAYMENT_TRANSITIONS,
  type LifecycleEvent,
  type Step,
} from './payment-transitions';

/**
 * The table's step for a transfer to the link, with its merchant's completion point: a merchant completing at
 * finality has a completing step held (CONFIRMED) until the finality job completes it; a link its merchant cancelled
 * takes it as excess (see cancelledStep).
 */
export async function transferStep(tx: Db, payment: PaymentRow, event: LifecycleEvent): Promise<Step> {
  const step = PAYMENT_TRANSITIONS[payment.status][event];
  if (payment.cancelledAt) return cancelledStep(step, payment.status);
  if (step.to !== 'COMPLETED' || !step.complete || payment.purpose !== 'link' || payment.accountId === null)
    return step;
  const { completeAt } = await getPaymentSettings(tx, payment.accountId);
  return completeAt === 'finality' ? heldUntilFinal(step) : step;
}
