import { and, desc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { QUOTE_GRACE_MS } from '@paylink/shared';
import type { Db } from '../../../db/client';
import type { ChainAdapter, ObserveReport, WatchTarget } from '../../chains/chain-adapter';
import { addressOwners } from '../../wallets/address-owners';
import { canonicalAddress } from '../../wallets/canonical-address';
import type { QuotePricing } from '../../pricing/quotes/quote-rest';
import { recordedTxIds, recordObservedTransfer, type UnmatchedInbox } from './record-observed-transfer';
import {
  forgetUnseenTransfers,
  isUnconfirmed,
  recordUnconfirmedTransfer,
  unconfirmedKey,
} from './record-unconfirmed-transfer';
import { payments } from '../schema';
import { watchedOptions } from './watched-options';
import { quotedAssetsSince, quotedOn } from '../../pricing/quotes/quote-history';
import { endedOwnAddressTargets } from './ended-own-address-targets';
import type { MisdirectedScope } from '../misdirected/misdirected-scope';
import { misdirectedTargets } from '../misdirected/misdirected-targets';

export interface WatchOptions {
  /** Where a transfer that pays no link is listed. */
  inbox: UnmatchedInbox;
  /** How long after expiry a link is still watched, so a late payment is never lost. */
  lateWindowMs: number;
  /** Only the links paid to these recipient wallets (a WebSocket wake-up for their accounts). */
  onlyRecipients?: readonly string[];
  /**
   * Only the PENDING links past their expiry (the expiry job reads the chain for them first, so a link paid
   * before its expiry but not yet noticed completes on time instead of expiring).
   */
  onlyExpiring?: boolean;
  now?: () => Date;
  onChange?: (paymentId: string) => void;
  /** A transfer that paid no link was listed in its owner's inbox (the dashboard's badge). */
  onUnmatched?: (unmatchedTransferId: string) => void;
  /** Test seam: runs between finding a link's transfer on chain and recording it. */
  beforeRecord?: (paymentId: string) => void | Promise<void>;
  pricing?: QuotePricing;
  /** The networks sharing this one's addresses: their open links' wallets are watched here too, for payments sent on the wrong network. */
  misdirected?: MisdirectedScope;
}

export interface TickReport extends ObserveReport {
  watchedPayments: number;
  /** Links that changed. */
  changed: string[];
  /** Transfers into watched wallets that paid no link, listed in their owners' unmatched-transfers inbox. */
  unmatched: number;
}

/**
 * One round of watching one network, the same for every network: the links to watch (open, or in their late
 * window; a merchant's link only while the merchant owns its wallet, issue 29) become watch targets, with the
 * tokens of earlier quotes that still bind; the network's adapter observes the chain for them, and every transfer
 * it reports is recorded by recordObservedTransfer. See README "How the watcher finds payments".
 */
export async function watchNetwork(db: Db, adapter: ChainAdapter, opts: WatchOptions): Promise<TickReport> {
  const now = opts.now?.() ?? new Date();
  const found = await db
    .select()
    .from(payments)
    .where(
      and(
        // A link with pay options is watched on every network it was ever asked on (see watchedOptions).
        or(
          eq(payments.network, adapter.network),
          and(isNotNull(payments.payOptions), inArray(payments.id, quotedOn(db, adapter.network))),
        ),
        opts.onlyExpiring ? and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)) : undefined,
        gt(payments.expiresAt, new Date(now.getTime() - opts.lateWindowMs)),
        opts.onlyRecipients ? inArray(payments.recipientAddress, [...opts.onlyRecipients]) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt));
  // Credit purchases pay the treasury, which no account can claim: they fill no inbox.
  const onNetwork = await watchedOptions(db, adapter.network, found);
  const owners = await addressOwners(
    db,
    found.filter((p) => p.purpose === 'link').map((p) => onNetwork(p).recipient),
  );
  const ownerOf = (p: (typeof found)[number]) =>
    p.purpose === 'link' ? (owners.get(canonicalAddress(onNetwork(p).recipient)) ?? null) : null;
  const candidates = found.filter((p) => p.purpose !== 'link' || ownerOf(p) === p.accountId);
  const held = await quotedAssetsSince(
    db,
    candidates.map((p) => p.id),
    adapter.network,
    new Date(now.getTime() - QUOTE_GRACE_MS),
  );
  const targets: WatchTarget[] = candidates.map((p) => ({
    key: p.id,
    ...onNetwork(p),
    heldAssets: held.filter((q) => q.paymentId === p.id).map((q) => q.asset),
    reference: p.reference,
    since: p.createdAt,
    referenceCheckedAt: p.referenceCheckedAt,
    owner: ownerOf(p),
  }));
  const byReference = new Map(targets.map((t) => [t.reference, t]));
  // Addresses derived for one link each stay watched a while after it, for the inbox (a full round only).
  if (adapter.freshRecipient && !opts.onlyExpiring && !opts.onlyRecipients)
    targets.push(...(await endedOwnAddressTargets(db, adapter.network, now, opts.lateWindowMs)));
  if (opts.misdirected && !opts.onlyExpiring && !opts.onlyRecipients)
    targets.push(...(await misdirectedTargets(db, adapter.network, opts.misdirected, now)));
  const changed: string[] = [];
  let unmatched = 0;
  const unconfirmed = new Set<string>();
  const observed = await adapter.observe(db, {
    targets,
    scope: opts.onlyExpiring ? 'expiring' : opts.onlyRecipients ? 'woken' : 'all',
    now,
    lateWindowMs: opts.lateWindowMs,
    alreadyRecorded: (txIds) => recordedTxIds(db, txIds),
    beforeRecord: async (t) => {
      const target = t.reference === null ? undefined : byReference.get(t.reference);
      if (target) await opts.beforeRecord?.(target.key);
    },
    async record(t) {
      const ctx = {
        adapter,
        inbox: opts.inbox,
        lateWindowMs: opts.lateWindowMs,
        now,
        pricing: opts.pricing,
        misdirected: opts.misdirected,
      };
      // Not final by the network's depth rule: shown as seen, never counted (recorded once final).
      if (isUnconfirmed(adapter.finality, t)) {
        const seen = await recordUnconfirmedTransfer(db, t, ctx);
        if (seen) unconfirmed.add(unconfirmedKey(t));
        if (seen?.added) opts.onChange?.(seen.paymentId);
        return;
      }
      const result = await recordObservedTransfer(db, t, ctx);
      if (result.kind === 'paid') {
        changed.push(result.paymentId);
        opts.onChange?.(result.paymentId);
      } else if (result.kind === 'misdirected') {
        opts.onChange?.(result.paymentId);
      } else if (result.kind === 'unmatched') {
        unmatched += 1;
        opts.onUnmatched?.(result.id);
      }
    },
  });
  if (adapter.finality.rule === 'depth' && !opts.onlyRecipients && !opts.onlyExpiring) {
    for (const id of await forgetUnseenTransfers(
      db,
      candidates.map((p) => p.id),
      unconfirmed,
    ))
      opts.onChange?.(id);
  }
  if (observed.referencesChecked.length > 0)
    await db.update(payments).set({ referenceCheckedAt: now }).where(inArray(payments.id, observed.referencesChecked));
  return { ...observed, watchedPayments: candidates.length, changed, unmatched };
}
