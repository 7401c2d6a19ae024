import { address, signature as toSignature, type Signature } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, watchCursors } from '../../db/schema';
import type { SolanaRpc } from '../chain/solana-rpc';
import { allAccountKeys, type TransactionJson } from '../chain/transaction-json';
import { validateTransfer, type ExpectedTransfer } from '../chain/validate-transfer';
import { expirePayments } from './expire-payments';
import type { PaymentRow } from './payment-dto';
import { recordVerdict } from './record-verdict';

export interface WatchOptions {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** How long after expiry a link is still watched, so a late payment is never lost. */
  lateWindowMs: number;
  /** Links whose reference key is asked about directly per tick (finds transfers sent to the wrong place). */
  referenceSweepSize?: number;
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

async function expectedTransfer(p: PaymentRow): Promise<ExpectedTransfer> {
  return {
    recipient: p.recipientAddress,
    amount: p.amount,
    reference: p.reference,
    spl: p.mint ? { mint: p.mint, recipientTokenAccount: await tokenAccount(p.recipientAddress, p.mint) } : undefined,
  };
}

/**
 * One pass of the payment watcher. RPC cost per tick: one getSignaturesForAddress per distinct watched
 * address (recipient wallet for SOL links, recipient token account for USDC links) from its cursor, plus
 * one per link in a small rotating reference sweep, plus one getTransaction per new signature. Cursors
 * only move after every signature found this tick is recorded, so a crash mid-tick re-reads, never skips.
 */
export async function watchPayments(db: Db, opts: WatchOptions): Promise<TickReport> {
  const now = opts.now?.() ?? new Date();
  const changed = await expirePayments(db, now);
  const report: TickReport = { watchedPayments: 0, watchedAddresses: 0, rpcCalls: 0, changed };

  const candidates = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['PENDING', 'EXPIRED', 'FAILED']),
        gt(payments.expiresAt, new Date(now.getTime() - opts.lateWindowMs)),
      ),
    );
  report.watchedPayments = candidates.length;
  if (candidates.length === 0) return finish();

  const byReference = new Map(candidates.map((p) => [p.reference, p]));
  const addresses = new Set<string>();
  for (const p of candidates) addresses.add(p.mint ? await tokenAccount(p.recipientAddress, p.mint) : p.recipientAddress);
  report.watchedAddresses = addresses.size;

  const cursorRows = await db.select().from(watchCursors).where(inArray(watchCursors.address, [...addresses]));
  const cursors = new Map(cursorRows.map((c) => [c.address, c.lastSignature]));
  const found = new Map<string, bigint>();
  const newCursors: { address: string; lastSignature: string }[] = [];

  for (const watched of addresses) {
    const newest = await signaturesSince(watched, cursors.get(watched) ?? null, found);
    if (newest) newCursors.push({ address: watched, lastSignature: newest });
  }

  const sweep = [...candidates]
    .sort((a, b) => (a.referenceCheckedAt?.getTime() ?? 0) - (b.referenceCheckedAt?.getTime() ?? 0))
    .slice(0, opts.referenceSweepSize ?? 25);
  for (const p of sweep) {
    report.rpcCalls += 1;
    const sigs = await opts.rpc.getSignaturesForAddress(address(p.reference), { limit: 20, commitment: opts.commitment }).send();
    for (const s of sigs) found.set(s.signature, s.slot);
  }
  if (sweep.length > 0) {
    await db.update(payments).set({ referenceCheckedAt: now }).where(inArray(payments.id, sweep.map((p) => p.id)));
  }

  const alreadyUsed = await usedSignatures(db, [...found.keys()]);
  for (const [sig, slot] of found) {
    if (alreadyUsed.has(sig)) continue;
    report.rpcCalls += 1;
    const tx = (await opts.rpc
      .getTransaction(toSignature(sig), { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: opts.commitment })
      .send()) as unknown as TransactionJson | null;
    if (!tx) continue;
    for (const key of allAccountKeys(tx)) {
      const payment = byReference.get(key);
      if (!payment) continue;
      const verdict = validateTransfer(tx, await expectedTransfer(payment));
      if (!verdict) continue;
      await opts.beforeRecord?.(payment.id);
      if (await recordVerdict(db, { paymentId: payment.id, signature: sig, slot: tx.slot ?? slot, verdict, now })) {
        report.changed.push(payment.id);
      }
    }
  }

  for (const c of newCursors) {
    await db
      .insert(watchCursors)
      .values({ ...c, updatedAt: now })
      .onConflictDoUpdate({ target: watchCursors.address, set: { lastSignature: c.lastSignature, updatedAt: now } });
  }
  return finish();

  function finish() {
    report.changed.forEach((id) => opts.onChange?.(id));
    return report;
  }

  /** Signatures newer than the cursor (paging backwards with `before`), newest first; returns the newest. */
  async function signaturesSince(watched: string, cursor: string | null, into: Map<string, bigint>): Promise<string | null> {
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
      for (const s of batch) into.set(s.signature, s.slot);
      newest ??= batch[0]?.signature ?? null;
      if (batch.length < PAGE) break;
      before = batch.at(-1)!.signature;
    }
    return newest;
  }
}

async function usedSignatures(db: Db, sigs: string[]): Promise<Set<string>> {
  if (sigs.length === 0) return new Set();
  const rows = await db
    .select({ sig: payments.transactionSignature })
    .from(payments)
    .where(and(isNotNull(payments.transactionSignature), inArray(payments.transactionSignature, sigs)));
  return new Set(rows.map((r) => r.sig!));
}

