import { address, signature as toSignature } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentQuotes, payments, watchCursors } from './schema';
import { QUOTE_GRACE_MS } from '@paylink/shared';
import { watchBacklog } from '../chains/solana/schema';
import type { SolanaRpc } from '../chains/solana/solana-rpc';
import { allAccountKeys, type TransactionJson } from '../chains/solana/transaction-json';
import type { ExpectedTransfer } from '../chains/solana/transfer-effect';
import { recordUnmatchedTransfers, type WatchedWallet } from './record-unmatched-transfers';
import { addressOwners } from '../wallets/address-owners';
import { recordedSignatures, recordTransactions, type FoundTransaction, type RecordableLink, type RecordHooks } from './record-transactions';
import { scanSignatures, type WatchCursor } from '../chains/solana/scan-signatures';
import { BACKLOG_CAP_PER_ADDRESS, isBusy, REFERENCES_PER_BUSY_ADDRESS } from '../chains/solana/busy-address';

export interface WatchOptions {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** How long after expiry a link is still watched, so a late payment is never lost. */
  lateWindowMs: number;
  /** Links whose reference key is asked about directly per tick (finds transfers sent to the wrong place). */
  referenceSweepSize?: number;
  /**
   * Only the links paid to these recipient wallets (a WebSocket wake-up for their accounts): no reference sweep,
   * and a tick that costs what the change costs, however many other links are open.
   */
  onlyRecipients?: readonly string[];
  /**
   * Only the PENDING links past their expiry (the expiry job reads the chain for them first, so a link paid
   * before its expiry but not yet noticed completes on time instead of expiring). No reference sweep either.
   */
  onlyExpiring?: boolean;
  /** Parallel RPC requests at most. */
  concurrency?: number;
  now?: () => Date;
  onChange?: (paymentId: string) => void;
  /** A transfer that paid no link was listed in its owner's inbox (the dashboard's badge). */
  onUnmatched?: (unmatchedTransferId: string) => void;
  /** Test seam: runs between finding a payment on chain and recording it. */
  beforeRecord?: (paymentId: string) => void | Promise<void>;
  pricing?: RecordHooks['pricing'];
}

export interface TickReport {
  watchedPayments: number;
  watchedAddresses: number;
  /** Watched wallets found busy (not scanned; their links are found by reference, see chains/solana/busy-address.ts). */
  busyAddresses: number;
  /**
   * Watched address → its recipient wallet, those of the newest links first (what the WebSocket wake-up subscribes
   * to); busy addresses are left out, since their every change would wake the watcher for nothing.
   */
  watched: Map<string, string>;
  rpcCalls: number;
  changed: string[];
  /** Addresses whose signature listing failed this tick (their cursor stays; the others move on). */
  failedAddresses: number;
  /** Signatures listed but not returned by the node (or the call failed): retried on their own with backoff. */
  failedLoads: number;
  /** Transfers into watched wallets that paid no watched link, listed in their owners' unmatched-transfers inbox. */
  unmatched: number;
  /** Signatures whose recording threw this tick, with the error: quarantined in the backlog and retried with backoff. */
  quarantined: { signature: string; error: string }[];
}

const ACCOUNTS_PER_CALL = 100;
/** Transactions loaded per address per tick, so one busy address cannot take the whole tick. */
export const TRANSACTIONS_PER_ADDRESS = 100;
/** Transactions loaded per tick in all; addresses take turns (each one's oldest first). */
const TRANSACTIONS_PER_TICK = 1000;
/** Retry delay of a signature the node could not return: doubles per attempt, up to a minute. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;
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
  userId: payments.userId,
  purpose: payments.purpose,
};
type WatchedPayment = { [K in keyof typeof watchedColumns]: (typeof payments.$inferSelect)[K] };

function expectedTransfer(p: WatchedPayment): ExpectedTransfer {
  return { recipient: p.recipientAddress, reference: p.reference, mint: p.mint };
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
 * One pass of the payment watcher; see README "How the watcher finds payments". Candidates → scan to backlog
 * → record: the watched links (candidates); one getMultipleAccounts per 100 watched addresses (recipient
 * wallet for SOL links, recipient token account for USDC links); for each address whose account changed, its
 * new signatures (at most PAGES_PER_ADDRESS pages) go to the backlog and its cursor moves at once; a small
 * rotating sweep lists the signatures of a few reference keys the same way (transfers sent to the wrong
 * place); a busy wallet (see chains/solana/busy-address.ts) is not scanned, its links' reference keys are listed
 * instead (a budget per wallet and tick), and no address holds more than BACKLOG_CAP_PER_ADDRESS signatures in the
 * backlog (a scan lists only the room left, and goes on from there next tick); then the due backlog is loaded, at most TRANSACTIONS_PER_ADDRESS per address, recorded in chain order
 * (each (link, signature) in its own transaction) and removed. A signature the node cannot return yet, or whose
 * recording throws (quarantine), stays in the backlog and is retried with backoff, blocking nothing else. A
 * crash at any point leaves the signature in the backlog, so the next tick re-reads, never skips. Expiry is its
 * own job (jobs/expire-payments.ts).
 */
export async function watchPayments(db: Db, opts: WatchOptions): Promise<TickReport> {
  const now = opts.now?.() ?? new Date();
  const concurrency = opts.concurrency ?? 8;
  const report: TickReport = { watchedPayments: 0, watchedAddresses: 0, busyAddresses: 0, watched: new Map(), rpcCalls: 0, changed: [], failedAddresses: 0, failedLoads: 0, unmatched: 0, quarantined: [] };

  const found = await db
    .select(watchedColumns)
    .from(payments)
    .where(
      and(
        // COMPLETED too: a second payment is excess the merchant must see and refund.
        opts.onlyExpiring
          ? and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now))
          : inArray(payments.status, ['PENDING', 'EXPIRED', 'FAILED', 'COMPLETED']),
        // EVM links have their own watcher (jobs/watch-evm-payments.ts).
        eq(payments.network, 'solana'),
        gt(payments.expiresAt, new Date(now.getTime() - opts.lateWindowMs)),
        opts.onlyRecipients ? inArray(payments.recipientAddress, [...opts.onlyRecipients]) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt));
  // Issue 29: a merchant's link is watched only while the merchant owns its wallet, so a wallet's transfers match
  // and fill the inbox of its owner alone (credit purchases pay the treasury, which no account can claim).
  const owners = await addressOwners(db, found.filter((p) => p.purpose === 'link').map((p) => p.recipientAddress));
  const candidates = found.filter((p) => p.purpose !== 'link' || owners.get(p.recipientAddress) === p.userId);
  report.watchedPayments = candidates.length;
  const byReference = new Map(candidates.map((p) => [p.reference, p]));
  /** Watched address → its links (newest first). */
  const linksAt = new Map<string, WatchedPayment[]>();
  const watchedOf = new Map<string, string>();
  for (const p of candidates) {
    const watched = p.mint ? await tokenAccount(p.recipientAddress, p.mint) : p.recipientAddress;
    watchedOf.set(p.id, watched);
    const links = linksAt.get(watched);
    if (links) links.push(p);
    else linksAt.set(watched, [p]);
    if (!report.watched.has(watched)) report.watched.set(watched, p.recipientAddress);
  }
  // A link priced in USD/EUR also takes the token of an earlier quote until that quote's expiry plus grace (the
  // customer switched token after a wallet had the first URL): that token's address is watched too.
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const heldQuotes = await db
    .select({ paymentId: paymentQuotes.paymentId, mint: paymentQuotes.mint })
    .from(paymentQuotes)
    .where(gt(paymentQuotes.expiresAt, new Date(now.getTime() - QUOTE_GRACE_MS)));
  for (const q of heldQuotes) {
    const p = byId.get(q.paymentId);
    if (!p || q.mint === p.mint) continue;
    const watched = q.mint ? await tokenAccount(p.recipientAddress, q.mint) : p.recipientAddress;
    const links = linksAt.get(watched) ?? [];
    if (links.includes(p)) continue;
    // Newest first, as the scan takes its history start from the oldest.
    linksAt.set(watched, [...links, p].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
    if (!report.watched.has(watched)) report.watched.set(watched, p.recipientAddress);
  }
  const addresses = [...linksAt.keys()];
  report.watchedAddresses = addresses.length;
  const busy = new Set<string>();

  const chunks = Array.from({ length: Math.ceil(addresses.length / ACCOUNTS_PER_CALL) }, (_, i) =>
    addresses.slice(i * ACCOUNTS_PER_CALL, (i + 1) * ACCOUNTS_PER_CALL),
  );
  await forEachLimited(chunks, concurrency, async (chunk) => {
    const [fingerprints, cursors, waiting] = await Promise.all([accountFingerprints(chunk), cursorsOf(db, chunk), backlogCounts(db, chunk)]);
    chunk.filter((a) => isBusy(cursors.get(a), now)).forEach((a) => busy.add(a));
    const changedAddresses = chunk.filter((a) => !busy.has(a) && cursors.get(a)?.fingerprint !== fingerprints.get(a));
    await forEachLimited(changedAddresses, concurrency, async (watched) => {
      const links = linksAt.get(watched)!;
      const turnedBusy = await scan(watched, cursors.get(watched), fingerprints.get(watched)!, links.at(-1)!.createdAt, waiting.get(watched) ?? 0, true);
      if (turnedBusy) busy.add(watched);
    });
  });
  report.busyAddresses = busy.size;
  busy.forEach((a) => report.watched.delete(a));

  // The rotating sweep (5 links, finds transfers sent to the wrong place), and each busy wallet's links, whose
  // payments are found only by reference: a budget per busy wallet and tick, least recently checked first.
  const leastRecentlyChecked = (a: WatchedPayment, b: WatchedPayment) =>
    (a.referenceCheckedAt?.getTime() ?? 0) - (b.referenceCheckedAt?.getTime() ?? 0) || a.createdAt.getTime() - b.createdAt.getTime();
  const partial = opts.onlyRecipients !== undefined || opts.onlyExpiring === true;
  const calm = candidates.filter((p) => !busy.has(watchedOf.get(p.id)!));
  const sweep = [
    ...(partial ? [] : [...calm].sort(leastRecentlyChecked).slice(0, opts.referenceSweepSize ?? 5)),
    // A wake-up tick reads no busy wallet; the expiry tick reads every link it is about to expire.
    ...[...busy].flatMap((a) =>
      opts.onlyRecipients ? [] : [...linksAt.get(a)!].sort(leastRecentlyChecked).slice(0, opts.onlyExpiring ? undefined : REFERENCES_PER_BUSY_ADDRESS),
    ),
  ];
  if (sweep.length > 0) {
    const keys = sweep.map((p) => p.reference);
    const [cursors, waiting] = await Promise.all([cursorsOf(db, keys), backlogCounts(db, keys)]);
    await forEachLimited(sweep, concurrency, async (p) => {
      await scan(p.reference, cursors.get(p.reference), null, p.createdAt, waiting.get(p.reference) ?? 0);
    });
    await db.update(payments).set({ referenceCheckedAt: now }).where(inArray(payments.id, sweep.map((p) => p.id)));
  }

  await loadBacklog();
  return report;

  /** Lists an address's new signatures into the backlog (as much as its room there allows); true if it turned out busy. */
  async function scan(watched: string, cursor: WatchCursor | undefined, fingerprint: string | null, oldest: Date, waiting: number, busyCheck = false) {
    const room = BACKLOG_CAP_PER_ADDRESS - waiting;
    if (room <= 0) return false;
    try {
      const scanned = await scanSignatures(db, opts.rpc, {
        address: watched,
        cursor,
        fingerprint,
        sinceMs: oldest.getTime() - HISTORY_MARGIN_MS,
        room,
        busyCheck,
        commitment: opts.commitment,
        now,
      });
      report.rpcCalls += scanned.calls;
      return scanned.busy;
    } catch {
      // This address is read again next tick from its unchanged cursor; the others go on.
      report.failedAddresses += 1;
      return false;
    }
  }

  /** Loads the due backlog (a budget per address, in turns), records it in chain order, removes what is done. */
  async function loadBacklog() {
    // A partial tick loads only the backlog of what it watches (its addresses and its links' reference keys).
    const own = partial ? [...addresses, ...candidates.map((p) => p.reference)] : null;
    if (own?.length === 0) return;
    if (!partial) await db.delete(watchBacklog).where(lt(watchBacklog.foundAt, new Date(now.getTime() - opts.lateWindowMs)));
    const ranked = db
      .select({
        signature: watchBacklog.signature,
        slot: watchBacklog.slot,
        attempts: watchBacklog.attempts,
        turn: sql<number>`row_number() over (partition by ${watchBacklog.address} order by ${watchBacklog.slot}, ${watchBacklog.signature})`.as('turn'),
      })
      .from(watchBacklog)
      .where(and(lte(watchBacklog.nextAttemptAt, now), own ? inArray(watchBacklog.address, own) : undefined))
      .as('ranked');
    const due = await db
      .select()
      .from(ranked)
      .where(lte(ranked.turn, TRANSACTIONS_PER_ADDRESS))
      .orderBy(asc(ranked.turn), asc(ranked.slot))
      .limit(TRANSACTIONS_PER_TICK);

    // A signature some link already recorded (a cursor re-read after a crash) needs no second load.
    const done = await recordedSignatures(db, due.map((row) => row.signature));
    if (done.size > 0) await db.delete(watchBacklog).where(inArray(watchBacklog.signature, [...done]));

    const loaded: FoundTransaction[] = [];
    await forEachLimited(due.filter((row) => !done.has(row.signature)), concurrency, async (row) => {
      report.rpcCalls += 1;
      const tx = await opts.rpc
        .getTransaction(toSignature(row.signature), { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: opts.commitment })
        .send()
        .then((t) => t as unknown as TransactionJson | null)
        .catch(() => null);
      if (tx) {
        loaded.push({ signature: row.signature, slot: tx.slot ?? row.slot, index: null, tx });
        return;
      }
      report.failedLoads += 1;
      await retryLater(row, null);
    });

    // Every watched link whose reference a transaction carries learns what it did for it, in chain order
    // (recordTransactions sorts), whatever order the RPC listed or returned them in. Removed only once recorded.
    const links = new Map<string, RecordableLink>();
    for (const key of new Set(loaded.flatMap((t) => allAccountKeys(t.tx)))) {
      const p = byReference.get(key);
      if (p) links.set(key, { paymentId: p.id, currency: p.currency, expected: expectedTransfer(p) });
    }
    const recorded = await recordTransactions(db, { links, transactions: loaded, now }, opts);
    report.changed.push(...recorded.changed);
    // What reached a watched (calm) wallet without any watched link's reference goes to its owner's inbox.
    const unmatched = await recordUnmatchedTransfers(db, {
      transactions: loaded.filter((t) => !allAccountKeys(t.tx).some((key) => byReference.has(key))),
      wallets: watchedWallets(),
    });
    report.unmatched += unmatched.listed.length;
    for (const id of unmatched.listed) opts.onUnmatched?.(id);
    for (const [signature, err] of unmatched.failed) if (!recorded.failed.has(signature)) recorded.failed.set(signature, err);
    const attemptsOf = new Map(due.map((row) => [row.signature, row.attempts]));
    for (const [signature, err] of recorded.failed) {
      // Drizzle wraps a database error ("Failed query: ...") around the one worth reading.
      const error = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      report.quarantined.push({ signature, error });
      await retryLater({ signature, attempts: attemptsOf.get(signature) ?? 0 }, error);
    }
    const finished = loaded.map((t) => t.signature).filter((signature) => !recorded.failed.has(signature));
    if (finished.length > 0) await db.delete(watchBacklog).where(inArray(watchBacklog.signature, finished));
  }

  /** Each calm watched address and its owner, the merchant of its links (a merchant's own credit purchases fill no inbox). */
  function watchedWallets(): Map<string, WatchedWallet> {
    const wallets = new Map<string, WatchedWallet>();
    for (const [watched, links] of linksAt) {
      const newest = links.find((p) => p.purpose === 'link' && p.userId !== null && watchedOf.get(p.id) === watched);
      if (busy.has(watched) || !newest) continue;
      wallets.set(watched, { recipient: newest.recipientAddress, mint: newest.mint, currency: newest.currency, userId: newest.userId! });
    }
    return wallets;
  }

  /** Keeps a signature in the backlog for a later attempt, with doubling delay (and the error when quarantined). */
  async function retryLater(row: { signature: string; attempts: number }, error: string | null) {
    const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
    await db
      .update(watchBacklog)
      .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + delay), lastError: error })
      .where(eq(watchBacklog.signature, row.signature));
  }

  /** lamports + data of each address (or "none"): an unchanged account has no new transfer into it. */
  async function accountFingerprints(list: string[]): Promise<Map<string, string>> {
    report.rpcCalls += 1;
    const { value } = await opts.rpc
      .getMultipleAccounts(list.map((a) => address(a)), { encoding: 'base64', commitment: opts.commitment })
      .send();
    return new Map(list.map((a, i) => [a, value[i] ? `${value[i].lamports}:${value[i].data[0]}` : 'none']));
  }
}

/** Signatures kept in quarantine (recording them threw), for operators: health reports the count. */
export async function countQuarantined(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(watchBacklog).where(isNotNull(watchBacklog.lastError));
  return row?.n ?? 0;
}

/** Signatures waiting in the backlog per address (those with none are absent). */
async function backlogCounts(db: Db, list: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ address: watchBacklog.address, n: sql<number>`count(*)::int` })
    .from(watchBacklog)
    .where(inArray(watchBacklog.address, list))
    .groupBy(watchBacklog.address);
  return new Map(rows.map((r) => [r.address, r.n]));
}

async function cursorsOf(db: Db, list: string[]): Promise<Map<string, WatchCursor>> {
  const rows = await db.select().from(watchCursors).where(inArray(watchCursors.address, list));
  return new Map(rows.map((c) => [c.address, c]));
}
