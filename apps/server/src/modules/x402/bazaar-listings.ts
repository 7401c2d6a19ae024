import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { getPayment } from '../payments/links/get-payment';
import { linkPaymentRequired } from './pay-link-x402';
import { x402Listings } from './schema';

export interface BazaarListing {
  paymentId: string;
  resource: string;
  description: string;
  listedAt: string;
}

/**
 * Lists one of the merchant's links in Paylink's Bazaar with `description` (what a buyer reads; the link's label
 * is never shown there, it may name the customer). Only a link that takes x402 payments now can be listed (the
 * same 404, 409 and 410 as its x402 URL); listing again replaces the description.
 */
export async function listInBazaar(
  deps: Deps,
  accountId: string,
  paymentId: string,
  description: string,
  now = new Date(),
): Promise<BazaarListing> {
  await getPayment(deps.db, paymentId, accountId);
  const { resource } = await linkPaymentRequired(deps, paymentId, now);
  const [row] = await deps.db
    .insert(x402Listings)
    .values({ paymentId, accountId, description })
    .onConflictDoUpdate({ target: x402Listings.paymentId, set: { description } })
    .returning();
  return { paymentId, resource: resource.url, description, listedAt: row!.createdAt.toISOString() };
}

/** Takes the link out of the Bazaar (a link that is not the merchant's: 404). */
export async function unlistFromBazaar(deps: Pick<Deps, 'db'>, accountId: string, paymentId: string): Promise<void> {
  await getPayment(deps.db, paymentId, accountId);
  await deps.db
    .delete(x402Listings)
    .where(and(eq(x402Listings.paymentId, paymentId), eq(x402Listings.accountId, accountId)));
}

/** The listed links, newest first, with their descriptions (the Bazaar reads what each asks now). */
export async function bazaarListings(deps: Pick<Deps, 'db'>, limit: number) {
  return deps.db
    .select()
    .from(x402Listings)
    .orderBy(desc(x402Listings.createdAt), desc(x402Listings.paymentId))
    .limit(limit);
}
