import type { CreditPricing, PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { UserRow } from '../auth/user-dto';
import { creditPricing } from '../billing/schema';
import { toPricingDto } from '../billing/billing-dto';
import { recordAudit } from './record-audit';
import { rethrowNameTaken } from './rethrow-name-taken';
import { usdCents } from './usd-cents';

export async function createPricing(db: Db, admin: UserRow, input: PricingValues & { name: string }): Promise<CreditPricing> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(creditPricing)
        .values({
          id: newId('prc'),
          name: input.name,
          displayName: input.displayName!,
          description: input.description || null,
          pricePerCreditCents: usdCents(input.pricePerCredit),
          currency: input.currency,
          minCredits: input.minCredits,
          maxCredits: input.maxCredits,
          allowedFor: input.allowedFor,
          subscriptionTier: input.subscriptionTier ?? null,
          isActive: input.isActive,
          sortOrder: input.sortOrder,
        })
        .returning();
      const pricing = toPricingDto(row!);
      await recordAudit(tx, { admin, action: 'pricing.create', targetType: 'pricing', targetId: pricing.id, after: pricing });
      return pricing;
    })
    .catch(rethrowNameTaken);
}
