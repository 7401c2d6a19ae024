import { inArray, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** The webhook URL each of these links was created with (links without one are left out), in one query. */
export async function linkWebhookUrls(db: Db, paymentIds: readonly string[]): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, url: payments.webhookUrl })
    .from(payments)
    .where(and(inArray(payments.id, [...paymentIds]), isNotNull(payments.webhookUrl)));
  return new Map(rows.map((r) => [r.id, r.url!]));
}
