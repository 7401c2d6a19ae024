import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { WatchTarget } from '../../chains/chain-adapter';
import { addressOwners } from '../../wallets/address-owners';
import { canonicalAddress } from '../../wallets/canonical-address';
import { payments } from '../schema';

/**
 * Links paid at an address of their own (derived for them: no unique pay amount, see ChainAdapter.freshRecipient)
 * whose late window is over, for one more late window, while their merchant still owns the address: watched only
 * so that money sent there late is listed in the merchant's unmatched inbox (`link_ended`), as a late transfer to
 * an EVM wallet is, instead of going unseen. `ended` targets name no link (their reference is not handed out).
 */
export async function endedOwnAddressTargets(
  db: Db,
  network: string,
  now: Date,
  lateWindowMs: number,
): Promise<WatchTarget[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.network, network),
        eq(payments.purpose, 'link'),
        isNull(payments.payAmount),
        lte(payments.expiresAt, new Date(now.getTime() - lateWindowMs)),
        gt(payments.expiresAt, new Date(now.getTime() - 2 * lateWindowMs)),
      ),
    );
  const owners = await addressOwners(
    db,
    rows.map((p) => p.recipientAddress),
  );
  return rows
    .filter((p) => owners.get(canonicalAddress(p.recipientAddress)) === p.accountId)
    .map((p) => ({
      key: p.id,
      recipient: p.recipientAddress,
      asset: p.asset,
      currency: p.currency,
      heldAssets: [],
      reference: p.reference,
      since: p.createdAt,
      referenceCheckedAt: p.referenceCheckedAt,
      owner: p.accountId,
      ended: true,
    }));
}
