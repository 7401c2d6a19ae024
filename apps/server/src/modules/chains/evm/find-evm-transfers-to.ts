import type { PublicClient } from 'viem';
import type { EvmHead } from '../../../config/app-config';
import { confirmedBlock } from './confirmed-block';
import { findEvmPayment, searchSpan } from './find-evm-payment';

/**
 * Confirmed transfers of exactly `amount` of `asset` (null: ETH) to `to` from anyone, made at or after `since`, in
 * the newest blocks one search reads (see findEvmPayment: thousands of blocks for a token's logs, fewer for ETH,
 * whose blocks are read whole); oldest first. A payout paid outside its batch is looked for every watcher round,
 * so the newest blocks are the ones it can be in (as Solana reads an address's newest signatures).
 */
export async function findEvmTransfersTo(
  client: PublicClient,
  net: { confirmations: number; head: EvmHead },
  opts: { to: string; asset: string | null; amount: bigint; since: Date },
): Promise<string[]> {
  const confirmed = await confirmedBlock(client, net.confirmations, net.head);
  const span = searchSpan(opts.asset);
  const found = await findEvmPayment(client, {
    from: null,
    to: opts.to,
    contract: opts.asset,
    amount: opts.amount,
    afterBlock: confirmed >= span ? confirmed - span : -1n,
    confirmations: net.confirmations,
    head: net.head,
  });
  const since = BigInt(Math.floor(opts.since.getTime() / 1000));
  const hashes: string[] = [];
  for (const hash of found.hashes) {
    const { blockNumber } = await client.getTransactionReceipt({ hash: hash as `0x${string}` });
    // A block time is in whole seconds: compared with `since` to the second, a transfer in its second still counts.
    if ((await client.getBlock({ blockNumber })).timestamp >= since) hashes.push(hash);
  }
  return hashes;
}
