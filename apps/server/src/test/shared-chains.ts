import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, http } from 'viem';
import { inject } from 'vitest';
import {
  freePort,
  LOCAL_EVM_USDC_ADDRESS,
  startEvmLocalnet,
  startLocalnet,
  type EvmLocalnet,
  type Localnet,
} from '@paylink/localnet';
import { satsToBtc, startBitcoinLocalnet, type BitcoinLocalnet, type ChainTip } from '@paylink/bitcoin-localnet';
import { DEFAULT_EVM_LOCAL_NETWORKS, EVM_NETWORK_INFO, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import type { EvmLocalChains } from '../config/app-config';
import { evmLocalNetworksSchema } from '../config/env';

/**
 * The local chains the server tests share: sets of (the Solana chain, the Anvil chains, the regtest chain), one per
 * vitest worker and one spare, started once per run by global-setup.ts. A file holds a set to itself (chainSet);
 * what it leaves behind, the next file of that worker sees, so each chain gives a file what a chain of its own gave:
 * - Solana (LiteSVM): nothing to undo; every test pays from new keys to new wallets (and new mints where it needs one).
 * - Anvil: an `evm_snapshot` when the file takes the chain, `evm_revert` to it on `close()` (blocks, balances, nonces
 *   go back), so every file starts on the chain as it was booted, plus one empty block mined at the time of day.
 * - Bitcoin regtest: nothing to undo; every test pays new addresses of new keys (heights and reorgs are relative).
 *   Its tip is put where a chain booted now has it: its 101 boot blocks stamp the tip 100 s ahead of the clock.
 * A file that needs a chain in a state of its own (a node that starts late, a wrong chain id, a restart) starts
 * its own chain and says why.
 */

/**
 * The EVM networks the tests run Anvil chains for: Ethereum and Base, and those EVM_LOCAL_NETWORKS adds (as README
 * says, `EVM_LOCAL_NETWORKS=ethereum,base,polygon,arbitrum,optimism` runs the EVM suites on every network).
 */
export const TEST_EVM_NETWORKS: readonly EvmNetwork[] = EVM_NETWORKS.filter((n) =>
  [...DEFAULT_EVM_LOCAL_NETWORKS, ...evmLocalNetworksSchema.parse(process.env.EVM_LOCAL_NETWORKS)].includes(n),
);
type DefaultEvmNetwork = (typeof DEFAULT_EVM_LOCAL_NETWORKS)[number];
/** A test's Anvil chains by network: Ethereum and Base always, the others when TEST_EVM_NETWORKS has them. */
export type TestEvmChains<T> = Record<DefaultEvmNetwork, T> & Partial<Record<EvmNetwork, T>>;

/** Where one set's chains answer (what a worker gets from the main process). */
export interface ChainSetUrls {
  solana: { rpcUrl: string; wsUrl: string };
  evm: TestEvmChains<string>;
  esploraUrl: string;
}

/** The chains of the test EVM networks, with the app's view of them; `close` stops them (or, shared, reverts them). */
export interface EvmChainSet {
  chains: TestEvmChains<EvmLocalnet>;
  local: EvmLocalChains;
  close(): Promise<void>;
}

/** The Bitcoin chain as a test drives it: its Esplora URL and the regtest controls. */
export type BitcoinTestChain = Omit<BitcoinLocalnet, 'events'>;

/**
 * The embedded Anvil chains of the test EVM networks (or of `networks`) on free ports (optionally keeping state in
 * dataDir).
 */
export async function startEvmChains(
  opts: { dataDir?: string; ports?: Partial<Record<EvmNetwork, number>>; networks?: readonly EvmNetwork[] } = {},
): Promise<EvmChainSet> {
  const chains = {} as TestEvmChains<EvmLocalnet>;
  for (const network of opts.networks ?? TEST_EVM_NETWORKS) {
    const port = opts.ports?.[network] ?? (await freePort());
    chains[network] = await startEvmLocalnet({
      port,
      chainId: EVM_NETWORK_INFO[network].chainId,
      dataDir: opts.dataDir && `${opts.dataDir}/${network}`,
    });
  }
  return {
    chains,
    local: localChains(chains),
    async close() {
      for (const chain of Object.values(chains)) await chain.close();
    },
  };
}

/** Starts `count` chain sets (global setup, in vitest's main process); `close` stops them all. */
export async function startChainSets(count: number): Promise<{ urls: ChainSetUrls[]; close: () => Promise<void> }> {
  const sets = await Promise.all(
    Array.from({ length: count }, async () => {
      const [solana, evm, bitcoin] = await Promise.all([
        startLocalnet({ port: 0 }),
        startEvmChains(),
        startBitcoinLocalnet({ port: 0 }),
      ]);
      const urls: ChainSetUrls = {
        solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
        evm: Object.fromEntries(TEST_EVM_NETWORKS.map((n) => [n, evm.chains[n]!.rpcUrl])) as TestEvmChains<string>,
        esploraUrl: bitcoin.esploraUrl,
      };
      return { urls, close: () => Promise.all([solana.close(), evm.close(), bitcoin.close()]) };
    }),
  );
  return { urls: sets.map((s) => s.urls), close: async () => void (await Promise.all(sets.map((s) => s.close()))) };
}

let held: ChainSetUrls | undefined;

/**
 * This file's chain set: the first that no running file holds, held until this process exits. (VITEST_POOL_ID is no
 * key: when several projects run together, two files of this one may run at once under the same id.) A set is held
 * by a lock file named by its index in the run's lock folder; a lock whose process is gone is taken over.
 */
function chainSet(): ChainSetUrls {
  if (held) return held;
  const sets = inject('chainSets');
  const locks = inject('chainSetLocks');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const index = sets.findIndex((_, i) => takeLock(path.join(locks, String(i))));
    if (index >= 0) {
      const lock = path.join(locks, String(index));
      process.once('exit', () => rmSync(lock, { force: true }));
      held = sets[index]!;
      return held;
    }
    if (Date.now() > deadline)
      throw new Error(`no free chain set among the ${sets.length} global setup started, after 2 minutes`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}

function takeLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(readFileSync(lock, 'utf8'));
  if (!owner || processAlive(owner)) return false;
  rmSync(lock, { force: true });
  return takeLock(lock);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This worker's Solana chain; `close` leaves it running for the worker's next file. */
export function sharedSolana(): Localnet {
  return { ...chainSet().solana, close: async () => {} };
}

/** This worker's Anvil chain of `network`, as booted for this file: `close` reverts what the file did on it. */
export async function sharedEvmChain(network: EvmNetwork): Promise<EvmLocalnet> {
  const rpcUrl = chainSet().evm[network];
  if (!rpcUrl) throw new Error(`no ${network} chain in this run: add it to EVM_LOCAL_NETWORKS`);
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const snapshot = await client.request({ method: 'evm_snapshot' as never });
  // A revert also sets the chain's clock back to its snapshot: the clock and the head block (as on a chain booted now)
  // take the time of day again, so a block the file reverts to is not older than what the file made.
  await client.request({ method: 'evm_setTime' as never, params: [Math.floor(Date.now() / 1000)] as never });
  await client.request({ method: 'evm_mine' as never });
  return {
    rpcUrl,
    chainId: EVM_NETWORK_INFO[network].chainId,
    usdcAddress: LOCAL_EVM_USDC_ADDRESS,
    tokens: EVM_NETWORK_INFO[network].tokens,
    client,
    clock: null,
    async close() {
      if (!(await client.request({ method: 'evm_revert' as never, params: [snapshot] as never })))
        throw new Error(`evm_revert ${String(snapshot)} failed on ${network}`);
    },
  };
}

/** This worker's Anvil chains, one per test EVM network (see sharedEvmChain). */
export async function sharedEvmChains(): Promise<EvmChainSet> {
  const chains = {} as TestEvmChains<EvmLocalnet>;
  for (const network of TEST_EVM_NETWORKS) chains[network] = await sharedEvmChain(network);
  return {
    chains,
    local: localChains(chains),
    async close() {
      for (const chain of Object.values(chains)) await chain.close();
    },
  };
}

/** A chain booted now stamps its tip this far ahead of the clock (each of its 101 boot blocks a second after the last). */
const BOOTED_TIP_AHEAD_S = 100;

/** This worker's regtest chain, driven through its HTTP controls, its tip as on a chain booted now; `close` leaves it running. */
export async function sharedBitcoin(): Promise<BitcoinTestChain> {
  const { esploraUrl } = chainSet();
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(`${esploraUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
    const json = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${json.error ?? ''}`);
    return json;
  };
  const tip = (await (
    await fetch(`${esploraUrl}/block/${await (await fetch(`${esploraUrl}/blocks/tip/hash`)).text()}`)
  ).json()) as { timestamp: number };
  const behind = Math.floor(Date.now() / 1000) + BOOTED_TIP_AHEAD_S - tip.timestamp;
  if (behind > 0) await post('/regtest/mine', { blocks: Math.min(behind, 1000) });
  return {
    esploraUrl,
    network: 'regtest',
    mine: (blocks = 1) => post<ChainTip>('/regtest/mine', { blocks }),
    faucet: async (address, sats) =>
      (await post<{ txid: string }>('/regtest/faucet', { address, amount: satsToBtc(sats) })).txid,
    reorg: (depth, mempool = 'keep') => post<ChainTip>('/regtest/reorg', { depth, mempool }),
    close: async () => {},
  };
}

function localChains(chains: TestEvmChains<EvmLocalnet>): EvmLocalChains {
  return Object.fromEntries(
    Object.entries(chains).map(([n, chain]) => [n, { rpcUrl: chain.rpcUrl, usdcAddress: chain.usdcAddress }]),
  );
}
