import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSolanaRpc } from '@solana/kit';
import { bitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { expect, inject, it } from 'vitest';
import { sharedBitcoin, sharedEvmChain, sharedSolana } from './shared-chains';

const rpc = (chain: { client: { request: (a: never) => Promise<unknown> } }, method: string, params: unknown[] = []) =>
  chain.client.request({ method, params } as never) as Promise<{ number: string; timestamp: string } & string>;
const latest = async (chain: Parameters<typeof rpc>[0]) => {
  const block = await rpc(chain, 'eth_getBlockByNumber', ['latest', false]);
  return { number: Number(block.number), timestamp: Number(block.timestamp) };
};

it('gives a file a chain set of its own among those global setup started, held by a lock with its process id', async () => {
  const sets = inject('chainSets');
  expect(new Set(sets.flatMap((s) => [s.solana.rpcUrl, s.evm.ethereum, s.evm.base, s.esploraUrl])).size).toBe(
    sets.length * 4,
  );
  const mine = sets.find((s) => s.solana.rpcUrl === sharedSolana().rpcUrl)!;
  const index = sets.indexOf(mine);
  expect(readFileSync(path.join(inject('chainSetLocks'), String(index)), 'utf8')).toBe(String(process.pid));
  expect((await sharedBitcoin()).esploraUrl).toBe(mine.esploraUrl);
  const base = await sharedEvmChain('base');
  expect(base.rpcUrl).toBe(mine.evm.base);
  expect(await base.client.getChainId()).toBe(8453);
  await base.close();
  expect(await createSolanaRpc(sharedSolana().rpcUrl).getSlot().send()).toBeTypeOf('bigint');
});

it('reverts on close what a file did on Anvil; each file starts on a block of the time of day', async () => {
  const now = () => Math.floor(Date.now() / 1000);
  const first = await sharedEvmChain('ethereum');
  const start = await latest(first);
  expect(Math.abs(start.timestamp - now())).toBeLessThanOrEqual(1);
  const payer = `0x${randomBytes(20).toString('hex')}` as const;
  await rpc(first, 'anvil_setBalance', [payer, '0xde0b6b3a7640000']);
  await rpc(first, 'evm_setNextBlockTimestamp', [now() + 86_400]);
  await rpc(first, 'anvil_mine', ['0x40']);
  expect((await latest(first)).number).toBe(start.number + 64);
  await first.close();
  expect((await latest(first)).number).toBe(start.number - 1);
  expect(await first.client.getBalance({ address: payer })).toBe(0n);

  // The revert set the clock back to the snapshot too; the next file's first block carries the time of day again.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const next = await sharedEvmChain('ethereum');
  const again = await latest(next);
  expect(again.number).toBe(start.number);
  expect(again.timestamp).toBeGreaterThanOrEqual(start.timestamp + 2);
  expect(Math.abs(again.timestamp - now())).toBeLessThanOrEqual(1);
  await next.close();
});

it('drives the regtest chain over HTTP: faucet, mine and reorg; each file finds its tip as on a chain booted now', async () => {
  const chain = await sharedBitcoin();
  // A chain booted now stamps its 101 boot blocks a second apart from now: its tip is 100 s ahead of the clock.
  const tipHash = await (await fetch(`${chain.esploraUrl}/blocks/tip/hash`)).text();
  const tipBlock = (await (await fetch(`${chain.esploraUrl}/block/${tipHash}`)).json()) as { timestamp: number };
  expect(tipBlock.timestamp).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 99);
  const wallet = bitcoinTestWallet(chain.esploraUrl);
  const txid = await chain.faucet(wallet.address, 50_000n);
  const tip = await chain.mine(2);
  expect(await wallet.balance()).toBe(50_000n);
  const status = await (await fetch(`${chain.esploraUrl}/tx/${txid}/status`)).json();
  expect(status).toMatchObject({ confirmed: true, block_height: tip.height - 1 });
  expect(await chain.reorg(2, 'drop')).toMatchObject({ height: tip.height + 1 });
  expect(await wallet.balance()).toBe(0n);
  await expect(chain.mine(0)).rejects.toThrow('POST /regtest/mine: 400 blocks must be an integer from 1 to 1000');
});
