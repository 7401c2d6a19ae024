import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type CreditPricing } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { creditPricing } from '../billing/schema';
import { toPricingDto } from '../billing/billing-dto';
import { recordAudit } from '../audit/record-audit';

/** Deletes a credit-pricing offer and returns what it was. */
export async function deletePricing(db: Db, admin: UserRow, id: string): Promise<CreditPricing> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(creditPricing).where(eq(creditPricing.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MSG.pricingNotFound, 404);
    const pricing = toPricingDto(row);
    await recordAudit(tx, { admin, action: 'pricing.delete', targetType: 'pricing', targetId: id, before: pricing });
    return pricing;
  });
}
