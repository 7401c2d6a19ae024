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
import { adapterPart } from '../chains/chain-adapters';
import { caip2Of } from './x402-networks';

/**
 * Registers @x402/evm's "exact" scheme (v2 and v1) on every offered EVM network with the official facilitator,
 * with Paylink's relayer as the signer that submits `transferWithAuthorization` and pays the gas; a settlement
 * waits until its block is final by the network's rule (its confirmations, and on Base the safe head). False when there is no relayer (nothing registered).
 */
export async function registerEvmSchemes(
  facilitator: x402Facilitator,
  deps: Pick<Deps, 'config' | 'evm' | 'relayer' | 'solanaRpc' | 'bitcoin'>,
): Promise<boolean> {
  const relayer = await deps.relayer();
  if (!relayer) return false;
  for (const network of EVM_NETWORKS) {
    const net = deps.config.evm[network];
    const client = deps.evm[network];
    if (!net || !client) continue;
    const finalBlock = adapterPart(deps, network, 'finalBlock');
    const signer = relayerSigner(relayer, client, net, finalBlock, deps.config.x402.settlementWaitMs);
    facilitator.register(caip2Of(network), new ExactEvmScheme(signer, { simulateInSettle: true }));
    // v1 names networks plainly (`base`), which the v2 Network type does not spell.
    facilitator.registerV1(network as Network, new ExactEvmSchemeV1(signer, { simulateInSettle: true }));
  }
  return true;
}

/**
 * The gas the relayer gives one transaction at most: real USDC's transferWithAuthorization takes about 60,000 to
 * 90,000. Set on every write, so a contract that burns gas (a merchant's "asset" that is no token) runs out of it
 * there, never with the relayer's ETH; a settlement is booked on the merchant's gas budget for this much.
 */
export const RELAYER_GAS_CAP = 120_000n;

/**
 * Waits until `block` is final by the network's rule, as the watcher counts it (its adapter's finalBlock: the
 * depth, and on Base the safe head, which trails the sequencer's blocks until their batch is on L1); throws past
 * `deadline`.
 */
async function untilFinal(
  finalBlock: () => Promise<bigint>,
  block: bigint,
  pollingInterval: number,
  deadline: number,
): Promise<void> {
  while ((await finalBlock()) < block) {
    if (Date.now() > deadline) throw new Error(`block ${block} is not final yet`);
    await new Promise((resolve) => setTimeout(resolve, pollingInterval));
  }
}

/**
 * The relayer as @x402/evm's signer. A settlement waits `waitMs` (X402_SETTLEMENT_WAIT_MS) for its transaction to be
 * final; past it, the scheme answers `settlement_pending` with the transaction (the recovery job records it once final).
 */
function relayerSigner(
  relayer: PrivateKeyAccount,
  client: PublicClient,
  net: EvmNetworkConfig,
  finalBlock: () => Promise<bigint>,
  waitMs: number,
) {
  const chain = {
    id: net.chainId,
    name: `eip155:${net.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [net.rpcUrl] } },
  };
  const wallet = createWalletClient({
    account: relayer,
    chain,
    transport: http(net.rpcUrl, { retryCount: 0, timeout: 15_000 }),
  });
  // Anvil mines a block per transaction: no need to wait between polls there.
  const pollingInterval = net.localChain ? 50 : 1_000;
  return toFacilitatorEvmSigner({
    address: relayer.address,
    readContract: (args) => client.readContract(args as Parameters<PublicClient['readContract']>[0]),
    verifyTypedData: (args) => client.verifyTypedData(args as Parameters<PublicClient['verifyTypedData']>[0]),
    writeContract: (args) =>
      wallet.writeContract({ ...(args as Parameters<typeof wallet.writeContract>[0]), gas: RELAYER_GAS_CAP }),
    sendTransaction: (args) => wallet.sendTransaction({ ...args, gas: RELAYER_GAS_CAP }),
    waitForTransactionReceipt: async ({ hash }) => {
      const deadline = Date.now() + waitMs;
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: waitMs,
        confirmations: net.confirmations,
        pollingInterval,
      });
      await untilFinal(finalBlock, receipt.blockNumber, pollingInterval, deadline);
      return receipt;
    },
    getCode: ({ address }) => client.getCode({ address }),
  });
}
