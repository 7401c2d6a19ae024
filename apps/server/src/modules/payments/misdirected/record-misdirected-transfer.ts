import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { formatAmount } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { newId } from '../../../lib/ids';
import type { ObservedTransfer } from '../../chains/chain-adapter';
import { appendPaymentEvent } from '../lifecycle/append-payment-event';
import { paymentEventData } from '../lifecycle/payment-event-data';
import { CLOCK_SLACK_MS } from '../lifecycle/unmatched-reason';
import { tokenDecimals } from '../links/payment-dto';
import { payments } from '../schema';
import { isListedAsset, type MisdirectedScope } from './misdirected-scope';
import { misdirectedTransfers } from './schema';

/** Whether this transfer (network, transaction, position) is already recorded as misdirected. */
export async function isMisdirected(tx: Db, t: { network: string; txId: string; position: number }): Promise<boolean> {
  const [row] = await tx
    .select({ id: misdirectedTransfers.id })
    .from(misdirectedTransfers)
    .where(
      and(
        eq(misdirectedTransfers.network, t.network),
        eq(misdirectedTransfers.txId, t.txId),
        eq(misdirectedTransfers.position, t.position),
      ),
    );
  return row !== undefined;
}

/**
 * Records a final transfer that paid no link on its own network as misdirected, when it is a listed token (its
 * contract, not its symbol) to `owner`'s address of exactly the unique pay amount of one PENDING link of theirs on
 * another network of the scope, in the same token family (the listed contract of the same symbol there): once per
 * (network, transaction, position), with `payment.misdirected` in the caller's transaction. The link is not
 * changed. Null when it is no such transfer, or when two links could be meant (nothing is guessed).
 */
export async function recordMisdirectedTransfer(
  tx: Db,
  t: ObservedTransfer,
  owner: string,
  scope: MisdirectedScope,
  now: Date,
): Promise<{ id: string; paymentId: string } | null> {
  if (
    t.problem !== null ||
    t.amount === null ||
    t.currency === null ||
    !isListedAsset(scope, t.network, t.currency, t.asset)
  )
    return null;
  const others = [...scope.networks.keys()].filter((n) => n !== t.network);
  if (others.length === 0) return null;
  const found = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, owner),
        eq(payments.purpose, 'link'),
        eq(payments.status, 'PENDING'),
        isNull(payments.cancelledAt),
        inArray(payments.network, others),
        eq(payments.currency, t.currency),
        eq(payments.payAmount, t.amount),
        sql`lower(${payments.recipientAddress}) = ${t.to.toLowerCase()}`,
        lte(payments.createdAt, new Date((t.time ?? now).getTime() + CLOCK_SLACK_MS)),
      ),
    );
  const links = found.filter((p) => isListedAsset(scope, p.network, p.currency, p.asset));
  if (links.length !== 1) return null;
  const link = links[0]!;
  const contractWallet = await scope.hasCode(link.network, link.recipientAddress);
  const [inserted] = await tx
    .insert(misdirectedTransfers)
    .values({
      id: newId('mis'),
      accountId: owner,
      paymentId: link.id,
      network: t.network,
      currency: t.currency,
      token: t.asset!,
      recipient: t.to,
      payer: t.from,
      amount: t.amount,
      txId: t.txId,
      position: t.position,
      block: t.block,
      txIndex: t.txIndex,
      blockTime: t.time,
      contractWallet,
    })
    .onConflictDoNothing()
    .returning({ id: misdirectedTransfers.id });
  if (!inserted) return null;
  await appendPaymentEvent(tx, link, 'payment.misdirected', {
    ...paymentEventData(link),
    network: t.network,
    misdirected_id: inserted.id,
    transfer: {
      signature: t.txId,
      amount: formatAmount(t.amount, tokenDecimals(t.currency)),
      currency: t.currency,
      position: t.position,
      payer: t.from,
    },
  });
  return { id: inserted.id, paymentId: link.id };
}
