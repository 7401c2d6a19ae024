import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bitcoinTestWallet } from './bitcoin-test-wallet.ts';
import { startBitcoinLocalnet, type BitcoinLocalnet, type BitcoinLocalnetOptions } from './start-bitcoin-localnet.ts';

const running: BitcoinLocalnet[] = [];
const directories: string[] = [];
async function start(options: BitcoinLocalnetOptions = {}) {
  const chain = await startBitcoinLocalnet({ port: 0, ...options });
  running.push(chain);
  return chain;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((chain) => chain.close()));
  directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true }));
});
const getJson = async <T>(chain: BitcoinLocalnet, path: string) =>
  (await (await fetch(`${chain.esploraUrl}${path}`)).json()) as T;
const getText = async (chain: BitcoinLocalnet, path: string) => (await fetch(`${chain.esploraUrl}${path}`)).text();
const post = async (chain: BitcoinLocalnet, path: string, body: unknown) =>
  (await (await fetch(`${chain.esploraUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })).json()) as {
    height: number;
    hash: string;
  };

describe('reorgs', () => {
  it('with mempool keep: replaces the last blocks, the removed transactions wait in the mempool again', async () => {
    const chain = await start();
    const payer = bitcoinTestWallet(chain.esploraUrl);
    const payee = bitcoinTestWallet(chain.esploraUrl);
    await payer.fund(300_000n);
    await chain.mine(1);
    const txid = await payer.pay(payee.address, 100_000n);
    const confirmedIn = await chain.mine(1);

    const tip = await post(chain, '/regtest/reorg', { depth: 1 });
    expect(tip.height).toBe(confirmedIn.height + 1);
    expect(await getJson(chain, `/tx/${txid}/status`)).toEqual({ confirmed: false });
    expect(await getJson(chain, '/mempool/txids')).toEqual([txid]);
    expect(await getJson(chain, `/block/${confirmedIn.hash}/status`)).toEqual({
      in_best_chain: false,
      height: null,
      next_best: null,
    });
    expect(await getText(chain, `/block-height/${confirmedIn.height}`)).not.toBe(confirmedIn.hash);

    await chain.mine(1);
    expect(await getJson(chain, `/tx/${txid}/status`)).toMatchObject({ confirmed: true });
  });

  it('with mempool drop: the removed transactions and those spending them vanish (a conflicting chain)', async () => {
    const chain = await start();
    const payer = bitcoinTestWallet(chain.esploraUrl);
    const payee = bitcoinTestWallet(chain.esploraUrl);
    const funding = await payer.fund(300_000n);
    await chain.mine(1);
    const payment = await payer.pay(payee.address, 100_000n);
    await chain.mine(1);
    const child = await payee.pay(payer.address, 50_000n);

    await chain.reorg(2, 'drop');
    for (const txid of [funding, payment, child])
      expect((await fetch(`${chain.esploraUrl}/tx/${txid}`)).status).toBe(404);
    expect(await getJson(chain, '/mempool/txids')).toEqual([]);
    expect(await payee.balance()).toBe(0n);
    expect(await payer.balance()).toBe(0n);
  });
});

describe('persistence', () => {
  it('keeps blocks, coins and the mempool across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bitcoin-localnet-'));
    directories.push(dataDir);
    const first = await start({ dataDir });
    const payer = bitcoinTestWallet(first.esploraUrl, 'persistence payer');
    await payer.fund(300_000n);
    const tip = await first.mine(1);
    const pending = await payer.pay(bitcoinTestWallet(first.esploraUrl).address, 100_000n);
    await first.close();

    const second = await start({ dataDir });
    expect(await getText(second, '/blocks/tip/hash')).toBe(tip.hash);
    expect(await getJson(second, '/mempool/txids')).toEqual([pending]);
    const again = bitcoinTestWallet(second.esploraUrl, 'persistence payer');
    expect(again.address).toBe(payer.address);
    expect(await again.balance()).toBeGreaterThan(190_000n);
  });
});

describe('automatic blocks', () => {
  it('mines while the mempool is not empty, and not while it is', async () => {
    const chain = await start({ blockSeconds: 0.2 });
    const startHeight = Number(await getText(chain, '/blocks/tip/height'));
    const mined = new Promise<{ height: number }>((resolve) => chain.events.once('block', resolve));
    const txid = await chain.faucet(bitcoinTestWallet(chain.esploraUrl).address, 10_000n);
    const block = await mined;
    expect(block.height).toBe(startHeight + 1);
    expect(await getJson(chain, `/tx/${txid}/status`)).toMatchObject({
      confirmed: true,
      block_height: startHeight + 1,
    });

    // An empty mempool mines nothing: several automatic ticks pass without a block.
    let emptyBlocks = 0;
    const countEmpty = () => emptyBlocks++;
    chain.events.on('block', countEmpty);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    chain.events.off('block', countEmpty);
    expect(emptyBlocks).toBe(0);
    expect(Number(await getText(chain, '/blocks/tip/height'))).toBe(startHeight + 1);
  });

  it('mines nothing by itself with blockSeconds 0', async () => {
    const chain = await start({ blockSeconds: 0 });
    let blocks = 0;
    chain.events.on('block', () => blocks++);
    await chain.faucet(bitcoinTestWallet(chain.esploraUrl).address, 10_000n);
    await chain.mine(2);
    expect(blocks).toBe(2);
    expect(await getJson(chain, '/mempool/txids')).toEqual([]);
  });
});
