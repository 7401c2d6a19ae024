import type { PaymentSettings } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { paymentSettings } from '../schema';

/**
 * Saves a merchant's payment settings. They apply to transfers recorded from now on: a link already COMPLETED stays
 * so, and one already waiting for finality completes at finality.
 */
export async function updatePaymentSettings(db: Db, accountId: string, settings: PaymentSettings, now = new Date()): Promise<PaymentSettings> {
  await db
    .insert(paymentSettings)
    .values({ accountId, completeAt: settings.completeAt, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.accountId, set: { completeAt: settings.completeAt, updatedAt: now } });
  return { completeAt: settings.completeAt };
}
