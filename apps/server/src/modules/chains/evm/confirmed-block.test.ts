import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EvmLocalnet } from '@paylink/localnet';
import { sharedEvmChain } from '../../../test/shared-chains';
import { confirmedBlock } from './confirmed-block';

let chain: EvmLocalnet;
beforeAll(async () => {
  chain = await sharedEvmChain('base');
});
afterAll(() => chain.close());

it('counts confirmations from the latest head, or no further than the safe head (Anvil: 32 blocks behind)', async () => {
  await chain.client.request({ method: 'anvil_mine' as never, params: ['0x32'] as never }); // 50 blocks
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 });
  expect(await confirmedBlock(chain.client, 10, 'latest')).toBe(latest - 9n);
  expect(await confirmedBlock(chain.client, 1)).toBe(latest);
  // The safe head is older than 10 deep: it bounds what counts.
  expect(await confirmedBlock(chain.client, 10, 'safe')).toBe(latest - 32n);
  // Deeper than the safe head: the depth bounds it.
  expect(await confirmedBlock(chain.client, 40, 'safe')).toBe(latest - 39n);
});
