import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentRow } from './payment-dto';
import { paymentQuotes } from './schema';
import { recipientOn } from './switch-pay-option';

/** The ids of links quoted on `network` at some time (as a subquery): a link with pay options asked there once. */
export function quotedOn(db: Db, network: string) {
  return db.selectDistinct({ id: paymentQuotes.paymentId }).from(paymentQuotes).where(eq(paymentQuotes.network, network));
}

/**
 * What a watcher of `network` watches for each link: on its own network its wallet and token; on a network of an
 * option the customer chose before and left, that option's wallet and the token last quoted there, so money sent to
 * the request it was given still reaches the link (see enterPayOptionOf).
 */
export async function watchedOptions(db: Db, network: string, links: readonly PaymentRow[]) {
  const away = links.filter((p) => p.network !== network).map((p) => p.id);
  const last = new Map<string, { mint: string | null; currency: string }>();
  if (away.length > 0) {
    const quotes = await db
      .select({ paymentId: paymentQuotes.paymentId, mint: paymentQuotes.mint, currency: paymentQuotes.currency })
      .from(paymentQuotes)
      .where(and(inArray(paymentQuotes.paymentId, away), eq(paymentQuotes.network, network)))
      .orderBy(desc(paymentQuotes.quotedAt));
    for (const q of quotes) if (!last.has(q.paymentId)) last.set(q.paymentId, q);
  }
  return (p: PaymentRow) => {
    const quoted = p.network === network ? { mint: p.mint, currency: p.currency } : last.get(p.id)!;
    return { recipient: recipientOn(p, network)!, asset: quoted.mint, currency: quoted.currency };
  };
}
