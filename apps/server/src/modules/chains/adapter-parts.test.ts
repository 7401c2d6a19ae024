import { describe, expect, it } from 'vitest';
import type { PublicClient } from 'viem';
import { buildAppConfig } from '../../config/app-config';
import { loadEnv } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { adapterPart } from './chain-adapters';

/** A server offering Solana and Ethereum (Ethereum's node at block 100), as deps holds them. */
function server() {
  const env = loadEnv({
    SOLANA_RPC_URL: 'https://solana.example',
    ETHEREUM_RPC_URL: 'https://eth.example',
    ETHEREUM_CONFIRMATIONS: '12',
  });
  const config = buildAppConfig(env, { rpcUrl: 'https://solana.example', wsUrl: 'wss://solana.example', local: false });
  const ethereum = { getBlockNumber: async () => 100n } as unknown as PublicClient;
  return { config, solanaRpc: null as never, evm: { ethereum }, bitcoin: null };
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('adapter parts: the modules on top of payments ask the rail, never a chain folder', () => {
  it("each network's adapter carries the parts its chain has: Solana's transaction requests and settled transfers, EVM's final block", async () => {
    const deps = server();
    expect(adapterPart(deps, 'solana', 'transactionRequest')).toMatchObject({ transfer: expect.any(Function) });
    expect(adapterPart(deps, 'solana', 'settledTransfer')).toEqual(expect.any(Function));
    // Final by Ethereum's rule: 12 blocks deep, the head counting as one.
    expect(await adapterPart(deps, 'ethereum', 'finalBlock')()).toBe(89n);
  });

  it('a rail without the part, or a network not offered here, is a 400 naming what is missing', () => {
    const deps = server();
    const evmRequest = refusal(() => adapterPart(deps, 'ethereum', 'transactionRequest'));
    expect([evmRequest.status, evmRequest.message]).toEqual([
      400,
      'ethereum does not offer transactionRequest on this server.',
    ]);
    expect(refusal(() => adapterPart(deps, 'solana', 'finalBlock')).status).toBe(400);
    expect(refusal(() => adapterPart(deps, 'base', 'finalBlock')).message).toBe(
      'base does not offer finalBlock on this server.',
    );
  });
});
