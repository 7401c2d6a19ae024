import { address as toAddress, signature as toSignature } from '@solana/kit';
import { netGain } from './net-gain';
import type { SolanaRpc } from './solana-rpc';
import { allAccountKeys, type TransactionJson } from './transaction-json';

/** Signatures read per reference: a refund's reference is fresh, so only its own few transactions carry it. */
const SIGNATURES_PER_REFERENCE = 25;

/**
 * The successful confirmed transactions carrying `reference` in which `recipient`'s holdings of `mint` (null = SOL)
 * grow by at least `amount` (net of everything else in it, see netGain), oldest first; none yet: empty. The caller
 * skips those already used (one transaction carrying two refunds' references pays one of them at most).
 */
export async function findReferencePayments(
  rpc: SolanaRpc,
  opts: {
    reference: string;
    recipient: string;
    mint: string | null;
    amount: bigint;
    commitment: 'confirmed' | 'finalized';
  },
): Promise<string[]> {
  const found: string[] = [];
  const listed = await rpc
    .getSignaturesForAddress(toAddress(opts.reference), {
      limit: SIGNATURES_PER_REFERENCE,
      commitment: opts.commitment,
    })
    .send();
  for (const entry of [...listed].reverse()) {
    if (entry.err !== null) continue;
    const tx = (await rpc
      .getTransaction(toSignature(entry.signature), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
        commitment: opts.commitment,
      })
      .send()) as unknown as TransactionJson | null;
    if (!tx?.meta || tx.meta.err !== null || !allAccountKeys(tx).includes(opts.reference)) continue;
    if (netGain(tx, opts.recipient, opts.mint) >= opts.amount) found.push(entry.signature);
  }
  return found;
}
