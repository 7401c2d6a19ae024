import type { Deps } from '../deps';
import type { ChainAdapter } from '../modules/chains/chain-adapter';
import { chainAdapters, clientConnections as connections } from '../modules/chains/chain-adapters';

/** Every network this server offers, whether or not its node answered yet: what the watcher runs a loop for. */
export function offeredAdapters(deps: Deps): Map<string, ChainAdapter> {
  return chainAdapters(connections(deps));
}

/**
 * The adapter to read `network` through now; null when its node is on another chain than configured (never
 * watched, evm-chain-guard.ts). Throws while its node has not said which chain it is on: the round fails and
 * backs off, and the network is watched once the node answers.
 */
export async function watchedAdapter(deps: Deps, network: string): Promise<ChainAdapter | null> {
  const adapter = chainAdapters(connections(deps, await deps.evmChains.verifiedClients())).get(network);
  if (adapter) return adapter;
  const check = (deps.evmChains.checks() as Record<string, { status: string } | undefined>)[network];
  if (check?.status === 'unchecked') throw new Error(`the ${network} RPC node did not answer eth_chainId`);
  return null;
}
