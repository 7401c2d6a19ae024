import type { CreditPricing, PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { toPricingDto } from './billing-dto';
import { pricingColumns } from './offer-columns';
import { rethrowNameTaken } from './rethrow-name-taken';
import { creditPricing } from './schema';

/** Adds a credit-pricing offer, in the caller's transaction; a taken name is a 409. */
export async function addPricing(tx: Db, input: PricingValues & { name: string }): Promise<CreditPricing> {
  const [row] = await tx
    .insert(creditPricing)
    .values({
      id: newId('prc'),
      name: input.name,
      ...pricingColumns(input),
      description: input.description || null,
      subscriptionTier: input.subscriptionTier ?? null,
    })
    .returning()
    .catch(rethrowNameTaken);
  return toPricingDto(row!);
}
