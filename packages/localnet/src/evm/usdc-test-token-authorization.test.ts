import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWalletClient, http, parseEther, parseSignature, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort } from '../free-port.ts';
import { startEvmLocalnet, type EvmLocalnet } from './start-evm-localnet.ts';
import { LOCAL_EVM_USDC_ADDRESS, usdcTestTokenAbi } from './usdc-test-token.ts';

const CHAIN_ID = 8453;
let chain: EvmLocalnet;
beforeAll(async () => {
  chain = await startEvmLocalnet({ port: await freePort(), chainId: CHAIN_ID });
});
afterAll(() => chain.close());

const types = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;

async function fundedWallet(eth: bigint) {
  const account = privateKeyToAccount(generatePrivateKey());
  if (eth > 0n)
    await chain.client.request({ method: 'anvil_setBalance' as never, params: [account.address, toHex(eth)] as never });
  const local = {
    id: CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  return {
    account,
    wallet: createWalletClient({ account, chain: local, transport: http(chain.rpcUrl, { retryCount: 0 }) }),
  };
}
const balance = (owner: Address) =>
  chain.client.readContract({
    address: LOCAL_EVM_USDC_ADDRESS,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

test('EIP-3009: a payer without ETH signs, a relayer submits; the nonce then counts as used and a replay moves nothing', async () => {
  const relayer = await fundedWallet(parseEther('1'));
  const payer = await fundedWallet(0n);
  const payee = privateKeyToAccount(generatePrivateKey()).address;
  await chain.client.waitForTransactionReceipt({
    hash: await relayer.wallet.writeContract({
      address: LOCAL_EVM_USDC_ADDRESS,
      abi: usdcTestTokenAbi,
      functionName: 'mint',
      args: [payer.account.address, 5_000_000n],
    }),
  });
  const read = (functionName: 'name' | 'version') =>
    chain.client.readContract({ address: LOCAL_EVM_USDC_ADDRESS, abi: usdcTestTokenAbi, functionName });
  expect([await read('name'), await read('version')]).toEqual(['USD Coin', '2']);

  const nonce = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const now = BigInt(Math.floor(Date.now() / 1000));
  const message = {
    from: payer.account.address,
    to: payee,
    value: 1_250_000n,
    validAfter: now - 600n,
    validBefore: now + 600n,
    nonce,
  };
  const signature = await payer.account.signTypedData({
    domain: { name: 'USD Coin', version: '2', chainId: CHAIN_ID, verifyingContract: LOCAL_EVM_USDC_ADDRESS },
    types,
    primaryType: 'TransferWithAuthorization',
    message,
  });
  const { v, r, s } = parseSignature(signature);
  const args = [
    message.from,
    message.to,
    message.value,
    message.validAfter,
    message.validBefore,
    nonce,
    Number(v),
    r,
    s,
  ] as const;

  // The payee alone may use receiveWithAuthorization; a relayer may not.
  await expect(
    relayer.wallet.writeContract({
      address: LOCAL_EVM_USDC_ADDRESS,
      abi: usdcTestTokenAbi,
      functionName: 'receiveWithAuthorization',
      args,
    }),
  ).rejects.toThrow(/payee/);
  // Another amount than the one signed is another message: the signature does not cover it.
  const altered = [
    message.from,
    message.to,
    9_000_000n,
    message.validAfter,
    message.validBefore,
    nonce,
    Number(v),
    r,
    s,
  ] as const;
  await expect(
    relayer.wallet.writeContract({
      address: LOCAL_EVM_USDC_ADDRESS,
      abi: usdcTestTokenAbi,
      functionName: 'transferWithAuthorization',
      args: altered,
    }),
  ).rejects.toThrow(/invalid signature/);

  const hash = await relayer.wallet.writeContract({
    address: LOCAL_EVM_USDC_ADDRESS,
    abi: usdcTestTokenAbi,
    functionName: 'transferWithAuthorization',
    args,
  });
  expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success');
  expect(await balance(payee)).toBe(1_250_000n);
  expect(await balance(payer.account.address)).toBe(3_750_000n);
  expect(
    await chain.client.readContract({
      address: LOCAL_EVM_USDC_ADDRESS,
      abi: usdcTestTokenAbi,
      functionName: 'authorizationState',
      args: [payer.account.address, nonce],
    }),
  ).toBe(true);

  await expect(
    relayer.wallet.writeContract({
      address: LOCAL_EVM_USDC_ADDRESS,
      abi: usdcTestTokenAbi,
      functionName: 'transferWithAuthorization',
      args,
    }),
  ).rejects.toThrow(/used or canceled/);
  expect(await balance(payee)).toBe(1_250_000n);
});
