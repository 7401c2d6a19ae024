import { toHex } from 'viem';
import type { Deps } from '../../deps';

const TOP_UP_WEI = 10n ** 21n;

/** On the embedded Anvil chains: the relayer gets 1000 ETH whenever it holds less than 100 (at start, and in tests). */
export async function fundLocalRelayer(deps: Pick<Deps, 'config' | 'evm' | 'relayer'>): Promise<void> {
  const relayer = await deps.relayer();
  if (!relayer) return;
  for (const [network, net] of Object.entries(deps.config.evm)) {
    const client = deps.evm[network as keyof Deps['evm']];
    if (!net.localChain || !client) continue;
    if ((await client.getBalance({ address: relayer.address })) >= TOP_UP_WEI / 10n) continue;
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [relayer.address, toHex(TOP_UP_WEI)] as never,
    });
  }
}
