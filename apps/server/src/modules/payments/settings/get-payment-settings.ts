import { eq } from 'drizzle-orm';
import type { PaymentSettings } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { paymentSettings } from '../schema';

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { completeAt: 'confirmation' };

/** A merchant's payment settings; the defaults until they change one. */
export async function getPaymentSettings(db: Db, accountId: string): Promise<PaymentSettings> {
  const [row] = await db.select({ completeAt: paymentSettings.completeAt }).from(paymentSettings).where(eq(paymentSettings.accountId, accountId));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}
