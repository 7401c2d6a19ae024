import { address, signature as toSignature, type Signature } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, watchCursors } from '../../db/schema';
import type { SolanaRpc } from '../chain/solana-rpc';
import { allAccountKeys, type TransactionJson } from '../chain/transaction-json';
import type { ExpectedTransfer } from '../chain/validate-transfer';
import { expirePayments } from './expire-payments';
import { recordedSignatures, recordTransactions, type RecordableLink } from './record-transactions';

export interface WatchOptions {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** How long after expiry a link is still watched, so a late payment is never lost. */
  lateWindowMs: number;
  /** Links whose reference key is asked about directly per tick (finds transfers sent to the wrong place). */
  referenceSweepSize?: number;
  /** Parallel RPC requests at most. */
  concurrency?: number;
  now?: () => Date;
  onChange?: (paymentId: string) => void;
  /** Test seam: runs between finding a payment on chain and recording it. */
  beforeRecord?: (paymentId: string) => void | Promise<void>;
}

export interface TickReport {
  watchedPayments: number;
  watchedAddresses: number;
  rpcCalls: number;
  changed: string[];
}

const PAGE = 1000;
const MAX_PAGES = 10;
const ACCOUNTS_PER_CALL = 100;
/** Signatures older than the watched links (minus this margin for clock skew) cannot pay them. */
const HISTORY_MARGIN_MS = 5 * 60 * 1000;

const ataCache = new Map<string, string>();
async function tokenAccount(owner: string, mint: string): Promise<string> {
  const key = `${owner}:${mint}`;
  let ata = ataCache.get(key);
  if (!ata) {
    [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS });
    ataCache.set(key, ata);
  }
  return ata;
}

const watchedColumns = {
  id: payments.id,
  currency: payments.currency,
  mint: payments.mint,
  recipientAddress: payments.recipientAddress,
  reference: payments.reference,
  createdAt: payments.createdAt,
  referenceCheckedAt: payments.referenceCheckedAt,
};
type WatchedPayment = { [K in keyof typeof watchedColumns]: (typeof payments.$inferSelect)[K] };

async function expectedTransfer(p: WatchedPayment): Promise<ExpectedTransfer> {
  return {
    recipient: p.recipientAddress,
    reference: p.reference,
    spl: p.mint ? { mint: p.mint, recipientTokenAccount: await tokenAccount(p.recipientAddress, p.mint) } : undefined,
  };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * One pass of the payment watcher; see README "Strategy and RPC cost per tick". Per tick: one
 * getMultipleAccounts per 100 watched addresses (recipient wallet for SOL links, recipient token account
 * for USDC links); getSignaturesForAddress from the stored cursor only for addresses whose account changed;
 * a small rotating sweep of getSignaturesForAddress(reference) for transfers sent to the wrong place; one
 * getTransaction per new signature. Cursors move only when every signature found this tick was loaded and
 * recorded, so a crash or a lagging RPC node makes the next tick re-read, never skip.
 */
export async function watchPayments(db: Db, opts: WatchOptions): Promise<TickReport> {
  const now = opts.now?.() ?? new Date();
  const concurrency = opts.concurrency ?? 8;
  const changed = await expirePayments(db, now);
  changed.forEach((id) => opts.onChange?.(id));
  const report: TickReport = { watchedPayments: 0, watchedAddresses: 0, rpcCalls: 0, changed };

  const candidates = await db
    .select(watchedColumns)
    .from(payments)
    .where(
      and(
        // COMPLETED too: a second payment is excess the merchant must see and refund.
        inArray(payments.status, ['PENDING', 'EXPIRED', 'FAILED', 'COMPLETED']),
        gt(payments.expiresAt, new Date(now.getTime() - opts.lateWindowMs)),
      ),
    );
  report.watchedPayments = candidates.length;
  if (candidates.length === 0) return report;

  const byReference = new Map(candidates.map((p) => [p.reference, p]));
  const oldestLink = new Map<string, number>();
  for (const p of candidates) {
    const watched = p.mint ? await tokenAccount(p.recipientAddress, p.mint) : p.recipientAddress;
    oldestLink.set(watched, Math.min(oldestLink.get(watched) ?? Infinity, p.createdAt.getTime()));
  }
  const addresses = [...oldestLink.keys()];
  report.watchedAddresses = addresses.length;

  const stored = new Map(
    (await db.select().from(watchCursors).where(inArray(watchCursors.address, addresses))).map((c) => [c.address, c]),
  );
  const fingerprints = await accountFingerprints(addresses);
  const changedAddresses = addresses.filter((a) => stored.get(a)?.fingerprint !== fingerprints.get(a));

  const found = new Map<string, bigint>();
  const newCursors: { address: string; lastSignature: string | null; fingerprint: string }[] = [];
  await forEachLimited(changedAddresses, concurrency, async (watched) => {
    const since = oldestLink.get(watched)! - HISTORY_MARGIN_MS;
    const newest = await signaturesSince(watched, stored.get(watched)?.lastSignature ?? null, since, found);
    newCursors.push({ address: watched, lastSignature: newest ?? stored.get(watched)?.lastSignature ?? null, fingerprint: fingerprints.get(watched)! });
  });

  const sweep = [...candidates]
    .sort((a, b) => (a.referenceCheckedAt?.getTime() ?? 0) - (b.referenceCheckedAt?.getTime() ?? 0))
    .slice(0, opts.referenceSweepSize ?? 5);
  await forEachLimited(sweep, concurrency, async (p) => {
    report.rpcCalls += 1;
    const sigs = await opts.rpc.getSignaturesForAddress(address(p.reference), { limit: 20, commitment: opts.commitment }).send();
    for (const s of sigs) found.set(s.signature, s.slot);
  });
  if (sweep.length > 0) {
    await db.update(payments).set({ referenceCheckedAt: now }).where(inArray(payments.id, sweep.map((p) => p.id)));
  }

  const alreadyUsed = await recordedSignatures(db, [...found.keys()]);
  const toLoad = [...found.keys()].filter((sig) => !alreadyUsed.has(sig));
  const loaded = new Map<string, TransactionJson>();
  let missing = 0;
  await forEachLimited(toLoad, concurrency, async (sig) => {
    report.rpcCalls += 1;
    const tx = (await opts.rpc
      .getTransaction(toSignature(sig), { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: opts.commitment })
      .send()) as unknown as TransactionJson | null;
    if (tx) loaded.set(sig, tx);
    else missing += 1;
  });

  const transactions = toLoad.flatMap((sig) => {
    const tx = loaded.get(sig);
    return tx ? [{ signature: sig, slot: tx.slot ?? found.get(sig)!, index: null, tx }] : [];
  });
  const links = new Map<string, RecordableLink>();
  for (const key of new Set(transactions.flatMap((t) => allAccountKeys(t.tx)))) {
    const p = byReference.get(key);
    if (p) links.set(key, { paymentId: p.id, currency: p.currency, expected: await expectedTransfer(p) });
  }
  report.changed.push(...(await recordTransactions(db, { links, transactions, now }, opts)));

  // A signature the node listed but could not return yet must be read again next tick: keep the cursors.
  if (missing === 0) {
    for (const c of newCursors) {
      await db
        .insert(watchCursors)
        .values({ ...c, updatedAt: now })
        .onConflictDoUpdate({ target: watchCursors.address, set: { lastSignature: c.lastSignature, fingerprint: c.fingerprint, updatedAt: now } });
    }
  }
  return report;

  /** lamports + data of each address (or "none"): an unchanged account has no new transfer into it. */
  async function accountFingerprints(list: string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    const chunks = Array.from({ length: Math.ceil(list.length / ACCOUNTS_PER_CALL) }, (_, i) => list.slice(i * ACCOUNTS_PER_CALL, (i + 1) * ACCOUNTS_PER_CALL));
    await forEachLimited(chunks, concurrency, async (chunk) => {
      report.rpcCalls += 1;
      const { value } = await opts.rpc
        .getMultipleAccounts(chunk.map((a) => address(a)), { encoding: 'base64', commitment: opts.commitment })
        .send();
      chunk.forEach((a, i) => {
        const account = value[i];
        result.set(a, account ? `${account.lamports}:${account.data[0]}` : 'none');
      });
    });
    return result;
  }

  /** Signatures newer than the cursor and the watched links (paging back with `before`); returns the newest. */
  async function signaturesSince(watched: string, cursor: string | null, sinceMs: number, into: Map<string, bigint>): Promise<string | null> {
    let before: Signature | undefined;
    let newest: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      report.rpcCalls += 1;
      const batch = await opts.rpc
        .getSignaturesForAddress(address(watched), {
          limit: PAGE,
          commitment: opts.commitment,
          ...(cursor ? { until: toSignature(cursor) } : {}),
          ...(before ? { before } : {}),
        })
        .send();
      newest ??= batch[0]?.signature ?? null;
      let reachedOld = false;
      for (const s of batch) {
        if (s.blockTime !== null && Number(s.blockTime) * 1000 < sinceMs) {
          reachedOld = true;
          break;
        }
        into.set(s.signature, s.slot);
      }
      if (reachedOld || batch.length < PAGE) break;
      before = batch.at(-1)!.signature;
    }
    return newest;
  }
}
