import type { PublicClient } from 'viem';
import type { EvmHead } from '../../../config/app-config';

/**
 * The newest block at least `confirmations` deep (the head itself is 1 deep), and with head `safe` also no newer
 * than the safe head: transfers up to it count; newer ones wait, so a block replaced before then is never seen.
 */
export async function confirmedBlock(
  client: PublicClient,
  confirmations: number,
  head: EvmHead = 'latest',
): Promise<bigint> {
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const deep = latest - BigInt(confirmations - 1);
  if (head === 'latest') return deep;
  const safe = await client.getBlock({ blockTag: 'safe' });
  return safe.number < deep ? safe.number : deep;
}
