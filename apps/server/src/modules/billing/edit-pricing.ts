import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type CreditPricing, type PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPricingDto } from './billing-dto';
import { pricingColumns } from './offer-columns';
import { creditPricing } from './schema';

/** Saves a pricing edit in the caller's transaction; the name never changes (a different one is a 400). */
export async function editPricing(
  tx: Db,
  id: string,
  input: PricingValues,
): Promise<{ before: CreditPricing; after: CreditPricing }> {
  const [existing] = await tx.select().from(creditPricing).where(eq(creditPricing.id, id)).for('update');
  if (!existing) throw new AppError('NOT_FOUND', ADMIN_MSG.pricingNotFound, 404);
  if (input.name !== undefined && input.name !== existing.name)
    throw new AppError('BAD_REQUEST', ADMIN_MSG.nameImmutable, 400);
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
  return { before: toPricingDto(existing), after: toPricingDto(row!) };
}
