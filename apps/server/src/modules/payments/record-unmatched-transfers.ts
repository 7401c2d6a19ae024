import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { paymentTransfers } from './schema';
import { unmatchedTransfers } from '../unmatched-transfers/schema';
import { netGain, payerOf } from '../chains/solana/net-gain';
import { allAccountKeys } from '../chains/solana/transaction-json';
import type { FoundTransaction } from './record-transactions';

/** A watched Solana address (a merchant's wallet for SOL, its token account for a token) and whose inbox it fills. */
export interface WatchedWallet {
  recipient: string;
  /** null for SOL. */
  mint: string | null;
  currency: string;
  userId: string;
}

/**
 * Lists in the owner's unmatched-transfers inbox what the given transactions (found on watched wallets, carrying
 * no watched link's reference: an exchange withdrawal, a link of the past) brought a watched wallet in its token:
 * the recipient's net gain, when the transaction succeeded and the recipient did not sign it (its own transfer
 * is no customer's). The payer is the signer who lost the token (see payerOf), never a relayer that paid the fee. Position -1 for SOL, 0 for a token (one net gain per transaction and token). Idempotent
 * (unique per network, signature and position), and a signature already counted for a link is never listed.
 * Returns the ids of the transfers listed, and the signatures whose insert threw (the caller retries them).
 */
export async function recordUnmatchedTransfers(
  db: Db,
  input: { transactions: readonly FoundTransaction[]; wallets: ReadonlyMap<string, WatchedWallet> },
): Promise<{ listed: string[]; failed: Map<string, unknown> }> {
  const report = { listed: [] as string[], failed: new Map<string, unknown>() };
  const candidates = input.transactions.filter((t) => t.tx.meta && t.tx.meta.err === null);
  if (candidates.length === 0) return report;
  const counted = await db
    .select({ signature: paymentTransfers.signature })
    .from(paymentTransfers)
    .where(inArray(paymentTransfers.signature, candidates.map((t) => t.signature)));
  const done = new Set(counted.map((c) => c.signature));
  for (const found of candidates) {
    if (done.has(found.signature)) continue;
    const keys = allAccountKeys(found.tx);
    const signers = keys.slice(0, found.tx.transaction.message.header?.numRequiredSignatures ?? 1);
    for (const key of new Set(keys)) {
      const wallet = input.wallets.get(key);
      if (!wallet || signers.includes(wallet.recipient)) continue;
      const amount = netGain(found.tx, wallet.recipient, wallet.mint);
      if (amount <= 0n) continue;
      try {
        const inserted = await db
          .insert(unmatchedTransfers)
          .values({
            id: newId('utr'),
            userId: wallet.userId,
            network: 'solana',
            reason: 'no_reference',
            currency: wallet.currency,
            token: wallet.mint,
            recipient: wallet.recipient,
            payer: payerOf(found.tx, wallet.mint),
            amount,
            signature: found.signature,
            position: wallet.mint === null ? -1 : 0,
            block: found.slot,
            txIndex: found.index,
            blockTime: found.tx.blockTime === null ? null : new Date(Number(found.tx.blockTime) * 1000),
          })
          .onConflictDoNothing()
          .returning({ id: unmatchedTransfers.id });
        report.listed.push(...inserted.map((row) => row.id));
      } catch (err) {
        if (!report.failed.has(found.signature)) report.failed.set(found.signature, err);
      }
    }
  }
  return report;
}
