import type { PaymentSettings, SavedPaymentSettings } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { paymentSettings } from '../schema';

/**
 * Saves a merchant's payment settings (a tolerance left out stays as it was). They apply to transfers recorded from
 * now on: a link already COMPLETED stays so, and one already waiting for finality completes at finality.
 */
export async function updatePaymentSettings(
  db: Db,
  accountId: string,
  settings: PaymentSettings,
  now = new Date(),
): Promise<SavedPaymentSettings> {
  const tolerance =
    settings.underpaymentToleranceBps === undefined
      ? {}
      : { underpaymentToleranceBps: settings.underpaymentToleranceBps };
  const [saved] = await db
    .insert(paymentSettings)
    .values({ accountId, completeAt: settings.completeAt, ...tolerance, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentSettings.accountId,
      set: { completeAt: settings.completeAt, ...tolerance, updatedAt: now },
    })
    .returning({
      completeAt: paymentSettings.completeAt,
      underpaymentToleranceBps: paymentSettings.underpaymentToleranceBps,
    });
  return saved!;
}
