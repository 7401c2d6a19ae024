import type { Db } from '../../../db/client';
import { newId } from '../../../lib/ids';
import type { payments } from '../../payments/schema';
import { paymentQuotes } from '../schema';

/** Adds the link's current quote (as its row now says) to its quote history; no-op for links priced in a token. */
export async function recordQuote(tx: Db, link: typeof payments.$inferSelect): Promise<void> {
  if (!link.quoteRate || !link.quoteSource || !link.quotedAt || !link.quoteExpiresAt) return;
  await tx.insert(paymentQuotes).values({
    id: newId('quo'),
    paymentId: link.id,
    network: link.network,
    currency: link.currency,
    asset: link.asset,
    amount: link.amount,
    payAmount: link.payAmount,
    paymentUrl: link.paymentUrl,
    rate: link.quoteRate,
    source: link.quoteSource,
    quotedAt: link.quotedAt,
    expiresAt: link.quoteExpiresAt,
  });
}
