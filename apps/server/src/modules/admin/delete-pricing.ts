import type { CreditPricing } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { removePricing } from '../billing/remove-pricing';

/** Deletes a credit-pricing offer (billing) and records what it was, in one transaction. */
export async function deletePricing(db: Db, admin: UserRow, id: string): Promise<CreditPricing> {
  return db.transaction(async (tx) => {
    const pricing = await removePricing(tx, id);
    await recordAudit(tx, { admin, action: 'pricing.delete', targetType: 'pricing', targetId: id, before: pricing });
    return pricing;
  });
}
