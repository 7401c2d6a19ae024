import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { WatchTarget } from '../../chains/chain-adapter';
import { addressOwners } from '../../wallets/address-owners';
import { canonicalAddress } from '../../wallets/canonical-address';
import { payments } from '../schema';
import type { MisdirectedScope } from './misdirected-scope';

/**
 * The wallets of open links on the other networks of the scope, watched on `network` only for payments sent there
 * by mistake (recordMisdirectedTransfer): `ended` targets, naming no link, while their merchant owns the wallet.
 */
export async function misdirectedTargets(
  db: Db,
  network: string,
  scope: MisdirectedScope,
  now: Date,
): Promise<WatchTarget[]> {
  const others = [...scope.networks.keys()].filter((n) => n !== network);
  if (others.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.network, others),
        eq(payments.purpose, 'link'),
        eq(payments.status, 'PENDING'),
        isNull(payments.cancelledAt),
        isNotNull(payments.payAmount),
        gt(payments.expiresAt, now),
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
      asset: null,
      currency: p.currency,
      heldAssets: [],
      reference: p.reference,
      since: p.createdAt,
      referenceCheckedAt: p.referenceCheckedAt,
      owner: p.accountId,
      ended: true,
    }));
}
