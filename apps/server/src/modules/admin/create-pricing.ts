import type { CreditPricing, PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { addPricing } from '../billing/add-pricing';

/** Adds a credit-pricing offer (billing) and the audit row of it, in one transaction. */
export async function createPricing(db: Db, admin: UserRow, input: PricingValues & { name: string }): Promise<CreditPricing> {
  return db.transaction(async (tx) => {
    const pricing = await addPricing(tx, input);
    await recordAudit(tx, { admin, action: 'pricing.create', targetType: 'pricing', targetId: pricing.id, after: pricing });
    return pricing;
  });
}
