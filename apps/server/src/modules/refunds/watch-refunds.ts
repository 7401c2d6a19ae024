import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { isEvmNetwork, REFUND_EXPIRY_GRACE_MS, REFUND_LATE_WATCH_MS, type EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import type { EvmClients } from '../chains/evm/evm-clients';
import { findEvmPayment } from '../chains/evm/find-evm-payment';
import { findReferencePayments } from '../chains/solana/find-reference-payments';
import type { SolanaRpc } from '../chains/solana/solana-rpc';
import { completeRefund } from './complete-refund';
import { expireRefund } from './expire-refund';
import { refunds, type RefundRow } from './schema';

export interface RefundChains {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  evm: EvmClients;
  evmConfig: AppConfig['evm'];
}

export interface RefundWatchReport {
  /** Links with a refund completed or lapsed this round. */
  changed: string[];
  /** Refunds whose check threw (read again next round, never expired meanwhile). */
  failed: { refundId: string; error: unknown }[];
}

/** What one search of a refund's chain found: the transaction that paid it, and on EVM the last block searched. */
interface Search {
  signature: string | null;
  scannedTo: bigint | null;
}

/**
 * The first of `candidates` no other refund was completed by: a transaction pays one refund at most, so the search
 * goes on past one already used (on EVM two refunds of one amount to one payer; on Solana a transaction carrying
 * two refunds' references).
 */
async function firstUnused(db: Db, candidates: string[]): Promise<string | null> {
  if (candidates.length === 0) return null;
  const used = await db.select({ signature: refunds.signature }).from(refunds).where(inArray(refunds.signature, candidates));
  return candidates.find((c) => !used.some((u) => u.signature === c)) ?? null;
}

/**
 * One round of the refund watcher. Every PENDING refund, and every EXPIRED one still within REFUND_LATE_WATCH_MS
 * of its time, is looked for on its chain (Solana: a transaction carrying its reference that pays the destination
 * at least the amount; EVM: a confirmed transfer of exactly the amount from the merchant's wallet to the
 * destination, after it was prepared), not already used by another refund, and completed in its own transaction:
 * a refund paid late is COMPLETED, never left EXPIRED to invite a second one. A PENDING refund found unpaid lapses
 * only once the chain has been searched past its time (see searchedPastTime). A refund that throws is reported and
 * skipped: it never stops the others, and it does not lapse.
 */
export async function watchRefunds(db: Db, chains: RefundChains, now: Date): Promise<RefundWatchReport> {
  const report: RefundWatchReport = { changed: [], failed: [] };
  const watched = await db
    .select()
    .from(refunds)
    .where(or(eq(refunds.status, 'PENDING'), and(eq(refunds.status, 'EXPIRED'), gt(refunds.expiresAt, new Date(now.getTime() - REFUND_LATE_WATCH_MS)))))
    .orderBy(asc(refunds.createdAt));
  for (const refund of watched) {
    try {
      const search = await findPayment(db, chains, refund);
      if (search.signature) {
        if (await completeRefund(db, { refundId: refund.id, signature: search.signature, now })) report.changed.push(refund.paymentId);
      } else if (refund.status === 'PENDING' && (await searchedPastTime(chains, refund, search, now)) && (await expireRefund(db, refund.id, now))) {
        report.changed.push(refund.paymentId);
      }
    } catch (error) {
      report.failed.push({ refundId: refund.id, error });
    }
  }
  report.changed = [...new Set(report.changed)];
  return report;
}

/**
 * The search that found nothing covered the refund's whole time: REFUND_EXPIRY_GRACE_MS past it (a transaction
 * signed in time may still land and confirm), and on EVM the confirmed blocks searched reach a block stamped at
 * or after it (a transfer mined in time waits for its confirmations; the search may also still be catching up).
 */
async function searchedPastTime(chains: RefundChains, refund: RefundRow, search: Search, now: Date): Promise<boolean> {
  if (now.getTime() < refund.expiresAt.getTime() + REFUND_EXPIRY_GRACE_MS) return false;
  if (!isEvmNetwork(refund.network) || search.scannedTo === null) return true;
  const block = await evmClient(chains, refund.network).client.getBlock({ blockNumber: search.scannedTo });
  return block.timestamp * 1000n >= BigInt(refund.expiresAt.getTime());
}

async function findPayment(db: Db, chains: RefundChains, refund: RefundRow): Promise<Search> {
  if (!isEvmNetwork(refund.network)) {
    const candidates = await findReferencePayments(chains.rpc, {
      reference: refund.reference,
      recipient: refund.toAddress,
      mint: refund.mint,
      amount: refund.amount,
      commitment: chains.commitment,
    });
    return { signature: await firstUnused(db, candidates), scannedTo: null };
  }
  const { client, net } = evmClient(chains, refund.network);
  const found = await findEvmPayment(client, {
    from: refund.fromAddress,
    to: refund.toAddress,
    contract: refund.mint,
    amount: refund.amount,
    afterBlock: refund.scannedBlock ?? 0n,
    confirmations: net.confirmations,
    head: net.head,
  });
  const signature = await firstUnused(db, found.hashes);
  // Only transfers already used by other refunds (or none) in these blocks: the next search starts after them.
  if (!signature && found.scannedTo !== refund.scannedBlock) await db.update(refunds).set({ scannedBlock: found.scannedTo }).where(eq(refunds.id, refund.id));
  return { signature, scannedTo: found.scannedTo };
}

function evmClient(chains: RefundChains, network: EvmNetwork) {
  const client = chains.evm[network];
  const net = chains.evmConfig[network];
  if (!client || !net) throw new Error(`${network} is not offered on this server`);
  return { client, net };
}
