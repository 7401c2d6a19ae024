import { address as toAddress, signature as toSignature } from '@solana/kit';
import { associatedTokenAccount } from './build-transfer-transaction';
import { netGain } from './net-gain';
import type { SolanaRpc } from './solana-rpc';
import type { TransactionJson } from './transaction-json';

/** Signatures read per address: the newest ones, enough for a payout's recipient between two watcher rounds. */
const SIGNATURES_PER_ADDRESS = 25;

/**
 * The successful confirmed transactions since `since` in which `to`'s holdings of `mint` (null = SOL) grow by exactly
 * `amount`, whatever else they carry (no reference needed), oldest first. SPL transfers are read on `to`'s associated
 * token account, where wallets send them.
 */
export async function findTransfersTo(
  rpc: SolanaRpc,
  commitment: 'confirmed' | 'finalized',
  opts: { to: string; mint: string | null; amount: bigint; since: Date },
): Promise<string[]> {
  const watched = opts.mint
    ? await associatedTokenAccount(toAddress(opts.to), toAddress(opts.mint))
    : toAddress(opts.to);
  const listed = await rpc.getSignaturesForAddress(watched, { limit: SIGNATURES_PER_ADDRESS, commitment }).send();
  const found: string[] = [];
  for (const entry of [...listed].reverse()) {
    if (entry.err !== null) continue;
    // A block time is in whole seconds: compared with `since` to the second, a transfer in its second still counts.
    if (entry.blockTime !== null && Number(entry.blockTime) < Math.floor(opts.since.getTime() / 1000)) continue;
    const tx = (await rpc
      .getTransaction(toSignature(entry.signature), { encoding: 'json', maxSupportedTransactionVersion: 0, commitment })
      .send()) as unknown as TransactionJson | null;
    if (!tx?.meta || tx.meta.err !== null) continue;
    if (netGain(tx, opts.to, opts.mint) === opts.amount) found.push(entry.signature);
  }
  return found;
}
