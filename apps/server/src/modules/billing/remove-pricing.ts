import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type CreditPricing } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPricingDto } from './billing-dto';
import { creditPricing } from './schema';

/** Deletes a credit-pricing offer in the caller's transaction and returns what it was. */
export async function removePricing(tx: Db, id: string): Promise<CreditPricing> {
  const [row] = await tx.delete(creditPricing).where(eq(creditPricing.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MSG.pricingNotFound, 404);
  return toPricingDto(row);
}
