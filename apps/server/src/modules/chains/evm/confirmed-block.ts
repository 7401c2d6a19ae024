import type { PublicClient } from 'viem';

/**
 * The newest block at least `confirmations` deep (the head itself is 1 deep): transfers up to it count; newer
 * ones wait, so a block replaced before reaching the depth is never seen.
 */
export async function confirmedBlock(client: PublicClient, confirmations: number): Promise<bigint> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  return head - BigInt(confirmations - 1);
}
