import type { CreditPricing, PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { UserRow } from '../accounts/user-dto';
import { creditPricing } from '../billing/schema';
import { toPricingDto } from '../billing/billing-dto';
import { pricingColumns } from './offer-columns';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './rethrow-name-taken';

export async function createPricing(db: Db, admin: UserRow, input: PricingValues & { name: string }): Promise<CreditPricing> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(creditPricing)
        .values({
          id: newId('prc'),
          name: input.name,
          ...pricingColumns(input),
          description: input.description || null,
          subscriptionTier: input.subscriptionTier ?? null,
        })
        .returning();
      const pricing = toPricingDto(row!);
      await recordAudit(tx, { admin, action: 'pricing.create', targetType: 'pricing', targetId: pricing.id, after: pricing });
      return pricing;
    })
    .catch(rethrowNameTaken);
}
