import { address as toAddress, signature as toSignature } from '@solana/kit';
import { netGain } from './net-gain';
import type { SolanaRpc } from './solana-rpc';
import { allAccountKeys, type TransactionJson } from './transaction-json';

/** Signatures read per reference: a refund's reference is fresh, so only its own few transactions carry it. */
const SIGNATURES_PER_REFERENCE = 25;

/**
 * The oldest successful confirmed transaction carrying `reference` in which `recipient`'s holdings of `mint`
 * (null = SOL) grow by at least `amount` (net of everything else in it, see netGain); null when there is none yet.
 */
export async function findReferencePayment(
  rpc: SolanaRpc,
  opts: { reference: string; recipient: string; mint: string | null; amount: bigint; commitment: 'confirmed' | 'finalized' },
): Promise<string | null> {
  const listed = await rpc.getSignaturesForAddress(toAddress(opts.reference), { limit: SIGNATURES_PER_REFERENCE, commitment: opts.commitment }).send();
  for (const entry of [...listed].reverse()) {
    if (entry.err !== null) continue;
    const tx = (await rpc
      .getTransaction(toSignature(entry.signature), { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: opts.commitment })
      .send()) as unknown as TransactionJson | null;
    if (!tx?.meta || tx.meta.err !== null || !allAccountKeys(tx).includes(opts.reference)) continue;
    if (netGain(tx, opts.recipient, opts.mint) >= opts.amount) return entry.signature;
  }
  return null;
}
