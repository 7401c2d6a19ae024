import { x402Facilitator } from '@x402/core/facilitator';
import type { Network } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/facilitator';
import { EVM_NETWORKS } from '@paylink/shared';
import { createWalletClient, http, type PublicClient } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { EvmNetworkConfig } from '../../config/app-config';
import type { Deps } from '../../deps';
import { caip2Of } from './x402-networks';

/**
 * Registers @x402/evm's "exact" scheme (v2 and v1) on every offered EVM network with the official facilitator,
 * with Paylink's relayer as the signer that submits `transferWithAuthorization` and pays the gas; a settlement
 * waits for the network's configured confirmations. False when there is no relayer (nothing registered).
 */
export async function registerEvmSchemes(facilitator: x402Facilitator, deps: Pick<Deps, 'config' | 'evm' | 'relayer'>): Promise<boolean> {
  const relayer = await deps.relayer();
  if (!relayer) return false;
  for (const network of EVM_NETWORKS) {
    const net = deps.config.evm[network];
    const client = deps.evm[network];
    if (!net || !client) continue;
    const signer = relayerSigner(relayer, client, net);
    facilitator.register(caip2Of(network), new ExactEvmScheme(signer, { simulateInSettle: true }));
    // v1 names networks plainly (`base`), which the v2 Network type does not spell.
    facilitator.registerV1(network as Network, new ExactEvmSchemeV1(signer, { simulateInSettle: true }));
  }
  return true;
}

function relayerSigner(relayer: PrivateKeyAccount, client: PublicClient, net: EvmNetworkConfig) {
  const chain = { id: net.chainId, name: `eip155:${net.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [net.rpcUrl] } } };
  const wallet = createWalletClient({ account: relayer, chain, transport: http(net.rpcUrl, { retryCount: 0, timeout: 15_000 }) });
  // Anvil mines a block per transaction: no need to wait between polls there.
  const pollingInterval = net.localChain ? 50 : 1_000;
  return toFacilitatorEvmSigner({
    address: relayer.address,
    readContract: (args) => client.readContract(args as Parameters<PublicClient['readContract']>[0]),
    verifyTypedData: (args) => client.verifyTypedData(args as Parameters<PublicClient['verifyTypedData']>[0]),
    writeContract: (args) => wallet.writeContract(args as Parameters<typeof wallet.writeContract>[0]),
    sendTransaction: (args) => wallet.sendTransaction(args),
    waitForTransactionReceipt: ({ hash, timeout }) => client.waitForTransactionReceipt({ hash, timeout, confirmations: net.confirmations, pollingInterval }),
    getCode: ({ address }) => client.getCode({ address }),
  });
}
