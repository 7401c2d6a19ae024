import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { FiatPaid } from '../../pricing/quotes/quote-rest';
import { paymentTransfers } from '../schema';

/** What a link's counted transfers paid of its fiat price so far (see quoteRest): valued ones in cents, the rest as a token amount. */
export async function fiatPaid(tx: Db, paymentId: string): Promise<FiatPaid> {
  const [paid] = await tx
    .select({
      cents: sql<string>`coalesce(sum(${paymentTransfers.fiatCents}), 0)`,
      unvalued: sql<string>`coalesce(sum(${paymentTransfers.amount}) filter (where ${paymentTransfers.fiatCents} is null), 0)`,
    })
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.paymentId, paymentId), eq(paymentTransfers.outcome, 'counted')));
  return { cents: BigInt(paid?.cents ?? 0), unvalued: BigInt(paid?.unvalued ?? 0) };
}
