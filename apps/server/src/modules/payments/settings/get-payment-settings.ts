import { eq } from 'drizzle-orm';
import type { SavedPaymentSettings } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { paymentSettings } from '../schema';

export const DEFAULT_PAYMENT_SETTINGS: SavedPaymentSettings = {
  completeAt: 'confirmation',
  underpaymentToleranceBps: 0,
};

/** A merchant's payment settings; the defaults until they change one. */
export async function getPaymentSettings(db: Db, accountId: string): Promise<SavedPaymentSettings> {
  const [row] = await db
    .select({
      completeAt: paymentSettings.completeAt,
      underpaymentToleranceBps: paymentSettings.underpaymentToleranceBps,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.accountId, accountId));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}
