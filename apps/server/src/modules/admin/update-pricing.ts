import type { CreditPricing, PricingValues } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { editPricing } from '../billing/edit-pricing';

/** Saves a pricing edit (billing) and the audit row of it, in one transaction. */
export async function updatePricing(db: Db, admin: UserRow, id: string, input: PricingValues): Promise<CreditPricing> {
  return db.transaction(async (tx) => {
    const { before, after } = await editPricing(tx, id, input);
    await recordAudit(tx, { admin, action: 'pricing.update', targetType: 'pricing', targetId: id, before, after });
    return after;
  });
}
