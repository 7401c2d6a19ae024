import { asc } from 'drizzle-orm';
import type { CreditPricing } from '@paylink/shared';
import type { Db } from '../../db/client';
import { creditPricing } from './schema';
import { toPricingDto } from './billing-dto';

/** Every credit-pricing offer, active or not, in display order. */
export async function listPricing(db: Db): Promise<CreditPricing[]> {
  const rows = await db.select().from(creditPricing).orderBy(asc(creditPricing.sortOrder), asc(creditPricing.name));
  return rows.map(toPricingDto);
}
