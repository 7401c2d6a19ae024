import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import type { EvmClients } from '../chains/evm/evm-clients';
import { findEvmPayment } from '../chains/evm/find-evm-payment';
import { findReferencePayment } from '../chains/solana/find-reference-payment';
import type { SolanaRpc } from '../chains/solana/solana-rpc';
import { isEvmNetwork } from '@paylink/shared';
import { completeRefund } from './complete-refund';
import { expireRefunds } from './expire-refunds';
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

/**
 * One round of the refund watcher: every PENDING refund is looked for on its chain (Solana: a transaction carrying
 * its reference that pays the destination at least the amount; EVM: a confirmed transfer of exactly the amount from
 * the merchant's wallet to the destination, after it was prepared) and completed in its own transaction; then the
 * ones past their time, checked without error, lapse. A refund that throws is reported and skipped: it never stops
 * the others.
 */
export async function watchRefunds(db: Db, chains: RefundChains, now: Date): Promise<RefundWatchReport> {
  const report: RefundWatchReport = { changed: [], failed: [] };
  const pending = await db.select().from(refunds).where(eq(refunds.status, 'PENDING')).orderBy(asc(refunds.createdAt));
  for (const refund of pending) {
    try {
      const signature = await findPayment(db, chains, refund);
      if (signature && (await completeRefund(db, { refundId: refund.id, signature, now }))) report.changed.push(refund.paymentId);
    } catch (error) {
      report.failed.push({ refundId: refund.id, error });
    }
  }
  const lapsed = await expireRefunds(db, now, report.failed.map((f) => f.refundId));
  report.changed.push(...lapsed);
  return report;
}

async function findPayment(db: Db, chains: RefundChains, refund: RefundRow): Promise<string | null> {
  if (!isEvmNetwork(refund.network)) {
    return findReferencePayment(chains.rpc, { reference: refund.reference, recipient: refund.toAddress, mint: refund.mint, amount: refund.amount, commitment: chains.commitment });
  }
  const client = chains.evm[refund.network];
  const net = chains.evmConfig[refund.network];
  if (!client || !net) throw new Error(`${refund.network} is not offered on this server`);
  const found = await findEvmPayment(client, {
    from: refund.fromAddress,
    to: refund.toAddress,
    contract: refund.mint,
    amount: refund.amount,
    afterBlock: refund.scannedBlock ?? 0n,
    confirmations: net.confirmations,
    head: net.head,
  });
  if (!found.hash && found.scannedTo !== refund.scannedBlock) await db.update(refunds).set({ scannedBlock: found.scannedTo }).where(eq(refunds.id, refund.id));
  return found.hash;
}
