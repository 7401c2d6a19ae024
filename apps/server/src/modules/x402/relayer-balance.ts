import type { EvmNetwork } from '@paylink/shared';
import type { Deps } from '../../deps';

export interface RelayerBalance {
  address: string;
  /** Wei per offered EVM network; null where the chain did not answer. */
  balances: Partial<Record<EvmNetwork, bigint | null>>;
  /** Below X402_RELAYER_LOW_BALANCE_WEI on some network: settlements there stop once it cannot pay the gas. */
  low: boolean;
}

/** The x402 relayer's ETH balance on every offered EVM network (for /api/health and /metrics); null when there is no relayer. */
export async function relayerBalance(deps: Pick<Deps, 'evm' | 'relayer' | 'config'>): Promise<RelayerBalance | null> {
  const relayer = await deps.relayer();
  if (!relayer) return null;
  const balances: RelayerBalance['balances'] = {};
  for (const [network, client] of Object.entries(deps.evm) as [EvmNetwork, NonNullable<Deps['evm'][EvmNetwork]>][]) {
    balances[network] = await client.getBalance({ address: relayer.address }).catch(() => null);
  }
  const low = Object.values(balances).some(
    (wei) => wei !== null && wei !== undefined && wei < deps.config.x402.lowBalanceWei,
  );
  return { address: relayer.address, balances, low };
}
