import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type CreditPricing, type PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { creditPricing } from '../billing/schema';
import { toPricingDto } from '../billing/billing-dto';
import { pricingColumns } from './offer-columns';
import { recordAudit } from '../audit/record-audit';

/** Saves a pricing edit; the name never changes (sending a different one is a 400). */
export async function updatePricing(db: Db, admin: UserRow, id: string, input: PricingValues): Promise<CreditPricing> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(creditPricing).where(eq(creditPricing.id, id)).for('update');
    if (!existing) throw new AppError('NOT_FOUND', ADMIN_MSG.pricingNotFound, 404);
    if (input.name !== undefined && input.name !== existing.name) throw new AppError('BAD_REQUEST', ADMIN_MSG.nameImmutable, 400);
    const [row] = await tx
      .update(creditPricing)
      .set({
        ...pricingColumns(input),
        ...(input.description !== undefined && { description: input.description || null }),
        ...(input.subscriptionTier !== undefined && { subscriptionTier: input.subscriptionTier }),
        updatedAt: new Date(),
      })
      .where(eq(creditPricing.id, id))
      .returning();
    const pricing = toPricingDto(row!);
    await recordAudit(tx, { admin, action: 'pricing.update', targetType: 'pricing', targetId: id, before: toPricingDto(existing), after: pricing });
    return pricing;
  });
}
