import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EVM_NETWORK_ROWS, type EvmNetworkRow } from '@paylink/shared';
import { createPublicClient, http, type PublicClient } from 'viem';
import { anvilBinary } from './anvil-binary.ts';
import { startEvmBlockClock, type EvmBlockClock } from './evm-block-clock.ts';
import { stablecoinTestTokenBytecode } from './stablecoin-test-tokens.ts';
import { LOCAL_EVM_USDC_ADDRESS, USDC_TEST_TOKEN_BYTECODE } from './usdc-test-token.ts';
import { LOCAL_PAYOUT_BATCH_ADDRESS, PAYOUT_BATCH_BYTECODE } from './payout-batch.ts';

export interface EvmLocalnetOptions {
  port: number;
  chainId: number;
  host?: string;
  /** Directory for the chain's state file; omit for an in-memory chain. */
  dataDir?: string;
  /** Seconds between state dumps while running (a clean stop always dumps). */
  stateIntervalS?: number;
  /**
   * Offline: mines an empty block this often until the newest transaction is under the `finalized` tag (see
   * startEvmBlockClock), so payments become final with no other traffic. Omitted (tests): blocks come only from
   * transactions and explicit `anvil_mine`/`evm_mine` calls.
   */
  blockIntervalMs?: number;
}

export interface EvmLocalnet {
  rpcUrl: string;
  chainId: number;
  usdcAddress: `0x${string}`;
  /** The other test tokens, at the contracts the network with this chain id lists (none for an unknown chain id). */
  tokens: EvmNetworkRow['tokens'];
  client: PublicClient;
  /** The block clock, when started with blockIntervalMs. */
  clock: EvmBlockClock | null;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

/**
 * Starts a real EVM node (Anvil from @foundry-rs/anvil) on 127.0.0.1 with the given chain id, mining a block per
 * transaction, and places the USDC test token and the payout batch contract at their fixed addresses and, on a
 * listed network's chain id, each of its other tokens' test tokens (USDT, EURC, PYUSD: anyone may mint) at the
 * contract the network lists. With a dataDir the chain's state (accounts,
 * blocks, the token's balances) is loaded from and dumped to `anvil-<chainId>.json` there, so a restart keeps it.
 */
export async function startEvmLocalnet(opts: EvmLocalnetOptions): Promise<EvmLocalnet> {
  const host = opts.host ?? '127.0.0.1';
  const args = ['--host', host, '--port', String(opts.port), '--chain-id', String(opts.chainId), '--silent'];
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    args.push(
      '--state',
      path.join(opts.dataDir, `anvil-${opts.chainId}.json`),
      '--state-interval',
      String(opts.stateIntervalS ?? 5),
    );
    args.push('--preserve-historical-states');
  }
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const tokens = EVM_NETWORK_ROWS.find((row) => row.chainId === opts.chainId)?.tokens ?? [];
  const rpcUrl = `http://${host}:${opts.port}`;
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  try {
    await waitUntilReady(client, child, exited, () => stderr);
    // Code only (no constructor state), so setting it again on a restored chain keeps every balance.
    await client.request({
      method: 'anvil_setCode' as never,
      params: [LOCAL_EVM_USDC_ADDRESS, USDC_TEST_TOKEN_BYTECODE] as never,
    });
    await client.request({
      method: 'anvil_setCode' as never,
      params: [LOCAL_PAYOUT_BATCH_ADDRESS, PAYOUT_BATCH_BYTECODE] as never,
    });
    for (const token of tokens)
      await client.request({
        method: 'anvil_setCode' as never,
        params: [token.contract, stablecoinTestTokenBytecode(token.symbol)] as never,
      });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const clock = opts.blockIntervalMs ? startEvmBlockClock(client, opts.blockIntervalMs) : null;
  return {
    rpcUrl,
    chainId: opts.chainId,
    usdcAddress: LOCAL_EVM_USDC_ADDRESS,
    tokens,
    client,
    clock,
    async close() {
      await clock?.stop();
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT lets Anvil dump its state before it exits.
      child.kill('SIGINT');
      await exited;
    },
  };
}

async function waitUntilReady(
  client: PublicClient,
  child: ChildProcess,
  exited: Promise<number | null>,
  stderr: () => string,
) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    try {
      await client.getChainId();
      return;
    } catch {
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`Anvil did not start (pid ${child.pid}): ${stderr().trim() || 'no answer on its port'}`);
}
