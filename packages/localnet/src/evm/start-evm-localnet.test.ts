import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { EVM_NETWORK_INFO, encodeEip681Url } from '@paylink/shared';
import { encodeFunctionData, parseAbi } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { freePort } from '../free-port.ts';
import { payEip681Request } from './pay-eip681-request.ts';
import { ANVIL_FINALIZED_LAG } from './evm-block-clock.ts';
import { startEvmLocalnet } from './start-evm-localnet.ts';
import { testTokenAbi } from './stablecoin-test-tokens.ts';
import { LOCAL_EVM_USDC_ADDRESS, usdcTestTokenAbi } from './usdc-test-token.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'evm-localnet-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('a local chain with its chain id and the USDC test token; USDC and ETH paid by URL survive a restart', async () => {
  const port = await freePort();
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  let chain = await startEvmLocalnet({ port, chainId: 8453, dataDir });
  try {
    expect(await chain.client.getChainId()).toBe(8453);
    const read = (functionName: 'decimals' | 'symbol') =>
      chain.client.readContract({ address: LOCAL_EVM_USDC_ADDRESS, abi: usdcTestTokenAbi, functionName });
    expect(await read('decimals')).toBe(6);
    expect(await read('symbol')).toBe('USDC');

    const usdc = await payEip681Request({
      rpcUrl: chain.rpcUrl,
      url: encodeEip681Url({
        kind: 'token',
        chainId: 8453,
        token: LOCAL_EVM_USDC_ADDRESS,
        recipient,
        amount: 2_500_001n,
      }),
    });
    expect(usdc.success).toBe(true);
    const eth = await payEip681Request({
      rpcUrl: chain.rpcUrl,
      url: encodeEip681Url({ kind: 'native', chainId: 8453, recipient, amount: 10n ** 15n + 7n }),
    });
    expect(eth.success).toBe(true);
    await expect(
      payEip681Request({
        rpcUrl: chain.rpcUrl,
        url: encodeEip681Url({ kind: 'native', chainId: 1, recipient, amount: 1n }),
      }),
    ).rejects.toThrow(/chain 1/);
  } finally {
    await chain.close();
  }

  chain = await startEvmLocalnet({ port, chainId: 8453, dataDir });
  try {
    expect(
      await chain.client.readContract({
        address: LOCAL_EVM_USDC_ADDRESS,
        abi: usdcTestTokenAbi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(2_500_001n);
    expect(await chain.client.getBalance({ address: recipient })).toBe(10n ** 15n + 7n);
  } finally {
    await chain.close();
  }
});

test('with a block clock (offline npm start), a payment becomes final with no other traffic, then the quiet chain rests', async () => {
  const chain = await startEvmLocalnet({ port: await freePort(), chainId: 1, blockIntervalMs: 5 });
  const nextTicks = async (n: number) => {
    const until = chain.clock!.ticks + n;
    while (chain.clock!.ticks < until) await new Promise((r) => setTimeout(r, 5));
  };
  try {
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const paid = await payEip681Request({
      rpcUrl: chain.rpcUrl,
      url: encodeEip681Url({ kind: 'native', chainId: 1, recipient, amount: 1n }),
    });
    const { blockNumber } = await chain.client.getTransactionReceipt({ hash: paid.hash });
    // Counted in blocks: the clock alone carries the payment's block under the finalized tag.
    while ((await chain.client.getBlock({ blockTag: 'finalized' })).number < blockNumber) await nextTicks(1);
    // Nothing left to finalize: it rests (a transaction landing mid-round may add one block), so the state file does
    // not grow with empty blocks.
    await nextTicks(5);
    const rested = await chain.client.getBlockNumber({ cacheTime: 0 });
    expect(rested).toBeLessThanOrEqual(blockNumber + ANVIL_FINALIZED_LAG + 1n);
    await nextTicks(5);
    expect(await chain.client.getBlockNumber({ cacheTime: 0 })).toBe(rested);
  } finally {
    await chain.close();
  }
});

test("each listed token is at its network's contract, anyone may mint it, and USDT's transfer returns no bool, as on Ethereum", async () => {
  const chain = await startEvmLocalnet({ port: await freePort(), chainId: 1 });
  const payer = privateKeyToAccount(generatePrivateKey());
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const contract = (symbol: string) => EVM_NETWORK_INFO.ethereum.tokens.find((t) => t.symbol === symbol)!.contract;
  const boolTransfer = parseAbi(['function transfer(address to, uint256 value) returns (bool)']);
  try {
    expect(chain.tokens.map((t) => t.symbol)).toEqual(['USDT', 'EURC', 'PYUSD']);
    for (const symbol of ['USDT', 'EURC', 'PYUSD']) {
      const address = contract(symbol);
      expect(await chain.client.readContract({ address, abi: testTokenAbi, functionName: 'symbol' })).toBe(symbol);
      const paid = await payEip681Request({
        rpcUrl: chain.rpcUrl,
        url: encodeEip681Url({ kind: 'token', chainId: 1, token: address, recipient, amount: 25_004_417n }),
      });
      expect(paid.success).toBe(true);
      expect(
        await chain.client.readContract({ address, abi: testTokenAbi, functionName: 'balanceOf', args: [recipient] }),
      ).toBe(25_004_417n);
      await chain.client.request({
        method: 'anvil_setBalance' as never,
        params: [payer.address, '0xde0b6b3a7640000'] as never,
      });
      const minted = await chain.client.call({
        account: payer.address,
        to: address,
        data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [payer.address, 5n] }),
      });
      expect(minted.data).toBeUndefined();
    }
    // What a caller expecting ERC-20's bool reads back: nothing from USDT, true from the others.
    const answer = async (symbol: string) => {
      const address = contract(symbol);
      await payEip681Request({
        rpcUrl: chain.rpcUrl,
        url: encodeEip681Url({ kind: 'token', chainId: 1, token: address, recipient: payer.address, amount: 1n }),
      });
      return (
        await chain.client.call({
          account: payer.address,
          to: address,
          data: encodeFunctionData({ abi: boolTransfer, functionName: 'transfer', args: [recipient, 1n] }),
        })
      ).data;
    };
    expect(await answer('USDT')).toBeUndefined();
    expect(await answer('EURC')).toBe(`0x${'0'.repeat(63)}1`);
  } finally {
    await chain.close();
  }
  const unknown = await startEvmLocalnet({ port: await freePort(), chainId: 31337 });
  expect(unknown.tokens).toEqual([]);
  await unknown.close();
});
