import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, encodeAbiParameters, getAddress, http, parseEther, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseAmount, type Payment } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer, type TestContext } from '../../../test/test-app';
import { chainCursors } from '../../chains/schema';

/**
 * A batch payer: runtime code that makes two ERC-20 `transfer(to, amount)` calls from its own balance, so one
 * transaction emits two Transfer logs. Calldata: token, to1, amount1, to2, amount2 (32-byte words).
 * Hand-assembled (no compiler needed): for each pair, write selector | to | amount at memory 0 and CALL the token.
 */
const BATCH_CODE = ((): `0x${string}` => {
  const push1 = (byte: number) => `60${byte.toString(16).padStart(2, '0')}`;
  const [CALLDATALOAD, MSTORE, SHL, GAS, CALL, POP, STOP] = ['35', '52', '1b', '5a', 'f1', '50', '00'];
  let code = `63a9059cbb${push1(0xe0)}${SHL}${push1(0)}${MSTORE}`; // memory[0..4] = transfer(address,uint256)
  for (const word of [0x20, 0x60]) {
    code += `${push1(word)}${CALLDATALOAD}${push1(0x04)}${MSTORE}`; // to
    code += `${push1(word + 0x20)}${CALLDATALOAD}${push1(0x24)}${MSTORE}`; // amount
    // CALL(gas, token, value 0, args 0..0x44, no return data)
    code += `${push1(0)}${push1(0)}${push1(0x44)}${push1(0)}${push1(0)}${push1(0)}${CALLDATALOAD}${GAS}${CALL}${POP}`;
  }
  return `0x${code}${STOP}`;
})();
const BATCH_ADDRESS = getAddress('0xba7cba7cba7cba7cba7cba7cba7cba7cba7cba7c');

const wallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
let ctx: TestContext;
beforeAll(async () => {
  env = await startEvmTestContext(wallet);
  ctx = env.ctx;
});
afterAll(() => env.close());

async function create(amount: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(env.token),
    payload: { label: 'Order', amount, network: 'ethereum', currency: 'USDC' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const units = (payment: Payment) => {
  const parsed = parseAmount(payment.payAmount!, 6);
  if (!parsed.ok) throw new Error(payment.payAmount!);
  return parsed.value;
};
async function detail(id: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(env.token) });
  return res.json().data.payment;
}
const tick = () => watchEvmTick(ctx, 'ethereum');

/** One transaction from the batch payer: two USDC transfers to the merchant's wallet (it mints what it sends first). */
async function payTwice(amounts: [bigint, bigint]): Promise<Hash> {
  const chain = env.chains.chains.ethereum;
  const client = chain.client;
  const account = privateKeyToAccount(generatePrivateKey());
  const local = {
    id: 1,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const sender = createWalletClient({ account, chain: local, transport: http(chain.rpcUrl, { retryCount: 0 }) });
  await client.request({ method: 'anvil_setCode' as never, params: [BATCH_ADDRESS, BATCH_CODE] as never });
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
  });
  const minted = await sender.writeContract({
    address: chain.usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'mint',
    args: [BATCH_ADDRESS, amounts[0] + amounts[1]],
  });
  await client.waitForTransactionReceipt({ hash: minted, pollingInterval: 50 });
  const data = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
    [chain.usdcAddress, wallet, amounts[0], wallet, amounts[1]],
  );
  const hash = await sender.sendTransaction({ to: BATCH_ADDRESS, data, gas: 200_000n });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.logs.filter((log) => log.address.toLowerCase() === chain.usdcAddress.toLowerCase())).toHaveLength(2);
  return hash;
}

describe('one EVM transaction carrying several transfers (a batch contract)', () => {
  it('pays two links: each Transfer log counts on its own (keyed by hash and log index)', async () => {
    const a = await create('1');
    const b = await create('2');
    const hash = await payTwice([units(a), units(b)]);
    const report = await tick();
    expect(report.changed.sort()).toEqual([a.id, b.id].sort());
    for (const link of [a, b]) {
      const paid = await detail(link.id);
      expect(paid).toMatchObject({ status: 'COMPLETED', transactionSignature: hash, amountReceived: link.payAmount });
      expect(paid.transfers).toHaveLength(1);
    }
    // Reading the same blocks again records nothing twice.
    await ctx.deps.db.delete(chainCursors);
    expect((await tick()).changed).toEqual([]);
  });

  it('a second transfer of the same transaction that pays no link is listed in the inbox, and can be assigned', async () => {
    const link = await create('3');
    const other = await create('4');
    const hash = await payTwice([units(link), 1_234_567n]);
    const report = await tick();
    expect(report).toMatchObject({ changed: [link.id], unmatched: 1 });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/unmatched-transfers',
      headers: bearer(env.token),
    });
    const entry = (res.json().data.transfers as { id: string; signature: string; amount: string }[]).find(
      (t) => t.signature === hash,
    )!;
    expect(entry.amount).toBe('1.234567');
    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${entry.id}/assign`,
      headers: bearer(env.token),
      payload: { paymentId: other.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.payment).toMatchObject({ status: 'PENDING', amountReceived: '1.234567' });
    expect((await detail(link.id)).status).toBe('COMPLETED');
  });
});
