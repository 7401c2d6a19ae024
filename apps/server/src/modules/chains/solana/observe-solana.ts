import { address, signature as toSignature } from '@solana/kit';
import type { Db } from '../../../db/client';
import {
  emptyObserveReport,
  type ObserveInput,
  type ObserveReport,
  type ObservedTransfer,
  type WatchTarget,
} from '../chain-adapter';
import { BACKLOG_CAP_PER_ADDRESS, isBusy, REFERENCES_PER_BUSY_ADDRESS } from './busy-address';
import {
  chainOrder,
  referencedTransfer,
  unreferencedTransfers,
  type FoundTransaction,
  type ReferencedTarget,
  type WatchedWallet,
} from './observed-solana-transfers';
import type { ChainCursor } from '../cursors';
import { scanSignatures } from './scan-signatures';
import {
  backlogCounts,
  cursorsOf,
  dropStaleBacklog,
  dueBacklog,
  removeFromBacklog,
  retryLater,
} from './solana-backlog';
import type { SolanaRpc } from './solana-rpc';
import { allAccountKeys, type TransactionJson } from './transaction-json';
import { associatedTokenAccount } from './build-transfer-transaction';

export interface SolanaObserveOptions {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** Targets whose reference key is asked about directly per full tick (finds transfers sent to the wrong place). */
  referenceSweepSize: number;
  /** Parallel RPC requests at most. */
  concurrency: number;
}

const ACCOUNTS_PER_CALL = 100;
/** Signatures older than the watched links (minus this margin for clock skew) cannot pay them. */
const HISTORY_MARGIN_MS = 5 * 60 * 1000;

const ataCache = new Map<string, string>();
async function tokenAccount(owner: string, mint: string): Promise<string> {
  const key = `${owner}:${mint}`;
  let ata = ataCache.get(key);
  if (!ata) {
    ata = await associatedTokenAccount(address(owner), address(mint));
    ataCache.set(key, ata);
  }
  return ata;
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
 * One round of the Solana adapter; see README "How the watcher finds payments". Watched addresses → scan to
 * backlog → load and report: one getMultipleAccounts per 100 watched addresses (recipient wallet for SOL,
 * recipient token account for a token, also of earlier quotes that still bind); for each address whose account
 * changed, its new signatures (at most PAGES_PER_ADDRESS pages) go to the backlog and its cursor moves at once; a
 * small rotating sweep lists the signatures of a few reference keys the same way (transfers sent to the wrong
 * place); a busy wallet (see busy-address.ts) is not scanned, its targets' reference keys are listed instead (a
 * budget per wallet and tick), and no address holds more than BACKLOG_CAP_PER_ADDRESS signatures in the backlog.
 * Then the due backlog is loaded (TRANSACTIONS_PER_ADDRESS per address at most) and each transaction, in chain
 * order, is handed to `record`: once per watched reference it carries, and, carrying none, once per calm watched
 * wallet it paid. A signature the node cannot return yet, or whose recording throws (quarantine), stays in the
 * backlog and is retried with backoff, blocking nothing else; a crash leaves it there, so nothing is skipped.
 */
export async function observeSolana(db: Db, opts: SolanaObserveOptions, input: ObserveInput): Promise<ObserveReport> {
  const { now } = input;
  // Every link a reference rail may be paid on has its key (create-payment-link): none is dropped here.
  const targets = input.targets.filter((t): t is ReferencedTarget => t.reference !== null);
  const concurrency = opts.concurrency;
  const report = emptyObserveReport();
  const byReference = new Map(targets.map((t) => [t.reference, t]));
  /** Watched address → its targets (newest first, as given). */
  const targetsAt = new Map<string, ReferencedTarget[]>();
  const watchedOf = new Map<string, string>();
  const watch = (watched: string, t: ReferencedTarget) => {
    const list = targetsAt.get(watched) ?? [];
    if (list.includes(t)) return;
    // Newest first, as the scan takes its history start from the oldest.
    targetsAt.set(
      watched,
      [...list, t].sort((a, b) => b.since.getTime() - a.since.getTime()),
    );
    if (!report.watched.has(watched)) report.watched.set(watched, t.recipient);
  };
  for (const t of targets) {
    const watched = t.asset ? await tokenAccount(t.recipient, t.asset) : t.recipient;
    watchedOf.set(t.key, watched);
    watch(watched, t);
  }
  // A link priced in USD/EUR also takes the token of an earlier quote until that quote's expiry plus grace.
  for (const t of targets) {
    for (const asset of t.heldAssets)
      if (asset !== t.asset) watch(asset ? await tokenAccount(t.recipient, asset) : t.recipient, t);
  }
  const addresses = [...targetsAt.keys()];
  report.watchedAddresses = addresses.length;
  const busy = new Set<string>();

  const chunks = Array.from({ length: Math.ceil(addresses.length / ACCOUNTS_PER_CALL) }, (_, i) =>
    addresses.slice(i * ACCOUNTS_PER_CALL, (i + 1) * ACCOUNTS_PER_CALL),
  );
  await forEachLimited(chunks, concurrency, async (chunk) => {
    const [fingerprints, cursors, waiting] = await Promise.all([
      accountFingerprints(chunk),
      cursorsOf(db, chunk),
      backlogCounts(db, chunk),
    ]);
    chunk.filter((a) => isBusy(cursors.get(a), now)).forEach((a) => busy.add(a));
    const changedAddresses = chunk.filter((a) => !busy.has(a) && cursors.get(a)?.fingerprint !== fingerprints.get(a));
    await forEachLimited(changedAddresses, concurrency, async (watched) => {
      const list = targetsAt.get(watched)!;
      const turnedBusy = await scan(
        watched,
        cursors.get(watched),
        fingerprints.get(watched)!,
        list.at(-1)!.since,
        waiting.get(watched) ?? 0,
        true,
      );
      if (turnedBusy) busy.add(watched);
    });
  });
  report.busyAddresses = busy.size;
  busy.forEach((a) => report.watched.delete(a));

  // The rotating sweep (finds transfers sent to the wrong place), and each busy wallet's targets, whose payments
  // are found only by reference: a budget per busy wallet and tick, least recently checked first.
  const leastRecentlyChecked = (a: WatchTarget, b: WatchTarget) =>
    (a.referenceCheckedAt?.getTime() ?? 0) - (b.referenceCheckedAt?.getTime() ?? 0) ||
    a.since.getTime() - b.since.getTime();
  const calm = targets.filter((t) => !busy.has(watchedOf.get(t.key)!));
  const sweep = [
    ...(input.scope === 'all' ? [...calm].sort(leastRecentlyChecked).slice(0, opts.referenceSweepSize) : []),
    // A wake-up round reads no busy wallet; the expiry round reads every target it is about to expire.
    ...[...busy].flatMap((a) =>
      input.scope === 'woken'
        ? []
        : [...targetsAt.get(a)!]
            .sort(leastRecentlyChecked)
            .slice(0, input.scope === 'expiring' ? undefined : REFERENCES_PER_BUSY_ADDRESS),
    ),
  ];
  if (sweep.length > 0) {
    const keys = sweep.map((t) => t.reference);
    const [cursors, waiting] = await Promise.all([cursorsOf(db, keys), backlogCounts(db, keys)]);
    await forEachLimited(sweep, concurrency, async (t) => {
      await scan(t.reference, cursors.get(t.reference), null, t.since, waiting.get(t.reference) ?? 0);
    });
    report.referencesChecked = sweep.map((t) => t.key);
  }

  await loadBacklog();
  return report;

  /** Lists an address's new signatures into the backlog (as much as its room there allows); true if it turned out busy. */
  async function scan(
    watched: string,
    cursor: ChainCursor | undefined,
    fingerprint: string | null,
    oldest: Date,
    waiting: number,
    busyCheck = false,
  ) {
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

  /** Loads the due backlog (a budget per address, in turns), reports it in chain order, removes what is done. */
  async function loadBacklog() {
    // A partial round loads only the backlog of what it watches (its addresses and its targets' reference keys).
    const own = input.scope === 'all' ? null : [...addresses, ...targets.map((t) => t.reference)];
    if (own?.length === 0) return;
    if (input.scope === 'all') await dropStaleBacklog(db, new Date(now.getTime() - input.lateWindowMs));
    const due = await dueBacklog(db, own, now);
    // A signature some link already recorded (a cursor re-read after a crash) needs no second load.
    const done = await input.alreadyRecorded(due.map((row) => row.signature));
    await removeFromBacklog(db, [...done]);

    const loaded: FoundTransaction[] = [];
    await forEachLimited(
      due.filter((row) => !done.has(row.signature)),
      concurrency,
      async (row) => {
        report.rpcCalls += 1;
        const tx = await opts.rpc
          .getTransaction(toSignature(row.signature), {
            encoding: 'json',
            maxSupportedTransactionVersion: 0,
            commitment: opts.commitment,
          })
          .send()
          .then((t) => t as unknown as TransactionJson | null)
          .catch(() => null);
        if (tx) {
          loaded.push({ signature: row.signature, slot: tx.slot ?? row.slot, index: null, tx });
          return;
        }
        report.failedLoads += 1;
        await retryLater(db, row, null, now);
      },
    );

    // Whatever order the RPC listed or returned them in, chain order; removed from the backlog only once recorded.
    const failed = new Map<string, unknown>();
    const report1 = async (found: FoundTransaction, transfer: ObservedTransfer) => {
      // A crash here (the test seam) is the process dying, not a bad transaction: it propagates.
      await input.beforeRecord?.(transfer);
      try {
        await input.record(transfer);
      } catch (err) {
        if (!failed.has(found.signature)) failed.set(found.signature, err);
      }
    };
    loaded.sort(chainOrder);
    for (const found of loaded) {
      for (const key of allAccountKeys(found.tx)) {
        const target = byReference.get(key);
        const transfer = target && referencedTransfer(found, target);
        if (transfer) await report1(found, transfer);
      }
    }
    // What reached a watched (calm) wallet without any watched reference goes to its owner's inbox.
    const wallets = watchedWallets();
    for (const found of loaded) {
      if (allAccountKeys(found.tx).some((key) => byReference.has(key))) continue;
      for (const transfer of unreferencedTransfers(found, wallets)) await report1(found, transfer);
    }
    const attemptsOf = new Map(due.map((row) => [row.signature, row.attempts]));
    for (const [signature, err] of failed) {
      // Drizzle wraps a database error ("Failed query: ...") around the one worth reading.
      const error = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      report.quarantined.push({ txId: signature, error });
      await retryLater(db, { signature, attempts: attemptsOf.get(signature) ?? 0 }, error, now);
    }
    await removeFromBacklog(
      db,
      loaded.map((t) => t.signature).filter((signature) => !failed.has(signature)),
    );
  }

  /** Each calm watched address of a target with an inbox (a merchant's own credit purchases fill none). */
  function watchedWallets(): Map<string, WatchedWallet> {
    const wallets = new Map<string, WatchedWallet>();
    for (const [watched, list] of targetsAt) {
      const newest = list.find((t) => t.owner !== null && watchedOf.get(t.key) === watched);
      if (busy.has(watched) || !newest) continue;
      wallets.set(watched, { recipient: newest.recipient, mint: newest.asset, currency: newest.currency });
    }
    return wallets;
  }

  /** lamports + data of each address (or "none"): an unchanged account has no new transfer into it. */
  async function accountFingerprints(list: string[]): Promise<Map<string, string>> {
    report.rpcCalls += 1;
    const { value } = await opts.rpc
      .getMultipleAccounts(
        list.map((a) => address(a)),
        { encoding: 'base64', commitment: opts.commitment },
      )
      .send();
    return new Map(list.map((a, i) => [a, value[i] ? `${value[i].lamports}:${value[i].data[0]}` : 'none']));
  }
}
