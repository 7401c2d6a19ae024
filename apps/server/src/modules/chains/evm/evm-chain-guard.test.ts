import { afterAll, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { freePort, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import type { EvmNetworkConfig } from '../../../config/app-config';
import { evmChainGuard } from './evm-chain-guard';

// A node of the test's own (not the worker's shared chains): it starts only after the guard found nothing on its port.
const started: EvmLocalnet[] = [];
afterAll(async () => {
  for (const chain of started) await chain.close();
});

const net = (rpcUrl: string, chainId: number): EvmNetworkConfig => ({
  name: 'Ethereum',
  rpcUrl,
  chainId,
  usdcAddress: '0x',
  tokens: [],
  confirmations: 1,
  head: 'latest',
  localChain: true,
  explorerUrl: null,
});

it('watches a network only once its node answers with the configured chain id; one that did not answer is asked again', async () => {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const logged: string[] = [];
  const log = {
    error: (_: object, msg: string) => void logged.push(msg),
    warn: (_: object, msg: string) => void logged.push(msg),
  };
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const guard = evmChainGuard({ base: net(rpcUrl, 8453) }, { base: client }, log);
  expect(guard.checks()).toEqual({ base: { status: 'unchecked', expected: 8453 } });

  // Nothing listens yet: not watched, and the public check holds no error text (it could carry a provider's key).
  expect(await guard.verifiedClients()).toEqual({});
  expect(guard.checks()).toEqual({ base: { status: 'unchecked', expected: 8453 } });
  expect(logged).toEqual(['the base RPC node did not answer eth_chainId: base is not watched until it does']);

  started.push(await startEvmLocalnet({ port, chainId: 8453 }));
  expect(await guard.verifiedClients()).toEqual({ base: client });
  expect(guard.checks()).toEqual({ base: { status: 'verified', chainId: 8453 } });
});
