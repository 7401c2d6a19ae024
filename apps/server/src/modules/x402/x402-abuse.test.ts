import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit';
import { createWalletClient, getAddress, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client } from '@x402/core/client';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { SOLANA_DEVNET_CAIP2 } from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { ExactSvmSchemeV1 } from '@x402/svm/exact/v1/client';
import { createTestMint, LOCAL_USDC_MINT, requestTokenAirdrop, usdcTestTokenAbi } from '@paylink/localnet';
import { parseAmount, type Payment } from '@paylink/shared';
import { merchantWithWallets, startMultiChainTestContext } from '../../test/multi-chain';
import { bearer } from '../../test/test-app';
import { merchantAccounts } from '../accounts/schema';
import { associatedTokenAccount } from '../chains/solana/build-transfer-transaction';
import { paymentEvents } from '../payments/schema';
import { fundLocalSponsor } from '../transaction-requests/fund-local-sponsor';
import { sponsorBudgets } from '../transaction-requests/schema';
import { claimAuthorization } from './authorization-claims';
import { RELAYER_GAS_CAP } from './evm-facilitator';
import { fundLocalRelayer } from './fund-local-relayer';
import { paylinkFacilitator } from './paylink-facilitator';
import { recordSettledTransfer } from './record-settled-transfer';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';
import { x402Authorizations, x402GasBudgets } from './schema';
import { settleAuthorization } from './settle-authorization';
import { settledTransfer, type Eip3009Authorization } from './settled-transfer';
import { solanaSettledTransfer } from './settle-solana-payment';

// Issue 48, played as the attacker: a merchant's developer API key on Paylink's x402 facilitator, with a token they
// minted themselves (on the local Solana chain and on Anvil), a contract that burns the relayer's gas, and answers
// lost on the way back. Paylink's own funds (the relayer's ETH, the sponsor's SOL) and its signed receipts are what
// they are after.

let env: Awaited<ReturnType<typeof startMultiChainTestContext>>;
let merchant: Awaited<ReturnType<typeof merchantWithWallets>>;
let solanaWallet: string;
let apiKey: string;
let sponsor: string;

beforeAll(async () => {
  env = await startMultiChainTestContext();
  const { ctx } = env;
  await fundLocalSponsor(ctx.deps);
  await fundLocalRelayer(ctx.deps);
  sponsor = (await ctx.deps.sponsor())!.address;
  merchant = await merchantWithWallets(ctx, { eth: true });
  await ctx.deps.db.update(merchantAccounts).set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' }).where(eq(merchantAccounts.id, merchant.accountId));
  solanaWallet = (await generateKeyPairSigner()).address;
  await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint: LOCAL_USDC_MINT, owner: solanaWallet, amount: 0n });
  // Both wallets become the merchant's saved ones the way every wallet does: through a first link to each.
  for (const payload of [{ network: 'solana', walletAddress: solanaWallet }, { network: 'base' }]) {
    const res = await merchant.create({ amount: '1', currency: 'USDC', ...payload });
    expect(res.statusCode, res.body).toBe(201);
  }
  apiKey = (await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(merchant.token) })).json().data.apiKey;
});
afterAll(() => env.close());

const facilitatorCall = async (route: 'verify' | 'settle', payload: PaymentPayload, requirements: PaymentRequirements) => {
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: `/api/x402/${route}`,
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { x402Version: payload.x402Version, paymentPayload: payload, paymentRequirements: requirements },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const detail = async (id: string) => (await env.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(merchant.token) })).json().data.payment;
const receiptOf = (id: string) => env.ctx.app.inject({ method: 'GET', url: `/api/receipts/${id}` });
const eventTypes = async (id: string) => (await env.ctx.deps.db.select({ type: paymentEvents.type }).from(paymentEvents).where(eq(paymentEvents.paymentId, id))).map((e) => e.type);
const linksLabelled = async (label: string) =>
  ((await env.ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': apiKey } })).json().data.payments as Payment[]).filter((p) => p.label === label);
const resource = (description: string) => ({ url: 'https://attacker.example/api', description, mimeType: 'application/json' });
async function link(network: string, amount: string): Promise<Payment> {
  const res = await merchant.create({ amount, currency: 'USDC', network, ...(network === 'solana' ? { walletAddress: solanaWallet } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const settleActivity = async () =>
  ((await env.ctx.app.inject({ method: 'GET', url: '/api/team/activity', headers: bearer(merchant.token) })).json().data.activity as { route: string }[]).filter((a) => a.route === 'POST /api/x402/settle');

/** The attacker's payment on Solana: `amount` of `mint` from a fresh agent holding it (and no SOL) to the merchant's wallet. */
async function solanaPayment(mint: string, amount: bigint, description: string) {
  const agent = await generateKeyPairSigner();
  await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint, owner: agent.address, amount });
  await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint, owner: solanaWallet, amount: 0n });
  const client = new x402Client()
    .setSpendControls({ allowedAssets: [{ network: SOLANA_DEVNET_CAIP2, asset: mint }] })
    .register('solana:*', new ExactSvmScheme(agent, { rpcUrl: env.solana.rpcUrl }));
  const requirements: PaymentRequirements = { scheme: 'exact', network: SOLANA_DEVNET_CAIP2, asset: mint, amount: amount.toString(), payTo: solanaWallet, maxTimeoutSeconds: 300, extra: { feePayer: sponsor } };
  const payload = await client.createPaymentPayload({ x402Version: 2, resource: resource(description), accepts: [requirements] });
  const balance = async () => BigInt((await createSolanaRpc(env.solana.rpcUrl).getTokenAccountBalance(await associatedTokenAccount(address(agent.address), address(mint))).send()).value.amount);
  return { agent, requirements, payload, balance };
}

const base = () => env.evm.base;
const anvil = (method: string, params: unknown[]) => base().client.request({ method: method as never, params: params as never });
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const relayerAddress = async () => (await env.ctx.deps.relayer())!.address;
const relayerNonce = async () => base().client.getTransactionCount({ address: await relayerAddress(), blockTag: 'pending' });

/** A second copy of the local USDC contract at a fresh address: a token anyone deploys, named "USD Coin" like the real one. */
async function fakeUsdc(): Promise<Address> {
  const fake = randomAddress();
  await anvil('anvil_setCode', [fake, await base().client.getCode({ address: base().usdcAddress })]);
  return fake;
}
/**
 * A contract that burns about 3,000,000 gas on any call and returns nothing (so any simulation "succeeds"):
 * PUSH3 115000, loop { PUSH1 1, SWAP1, SUB, DUP1, PUSH1 4, JUMPI }, STOP.
 */
async function gasBurner(): Promise<Address> {
  const burner = randomAddress();
  await anvil('anvil_setCode', [burner, '0x6201c1385b600190038060045700']);
  return burner;
}

/** The attacker's EVM payment: an EIP-3009 authorization of `amount` of `asset` (minted to a fresh agent when it is a token) to the merchant's wallet. */
async function evmPayment(asset: Address, amount: bigint, description: string, mint = true) {
  const agent = privateKeyToAccount(generatePrivateKey());
  if (mint) {
    const minter = privateKeyToAccount(generatePrivateKey());
    await anvil('anvil_setBalance', [minter.address, toHex(parseEther('1'))]);
    const local = { id: 8453, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [base().rpcUrl] } } };
    const wallet = createWalletClient({ account: minter, chain: local, transport: http(base().rpcUrl, { retryCount: 0 }) });
    const hash = await wallet.writeContract({ address: asset, abi: usdcTestTokenAbi, functionName: 'mint', args: [agent.address, amount] });
    await base().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  }
  const client = registerExactEvmScheme(new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset }] }), { signer: agent });
  const requirements: PaymentRequirements = { scheme: 'exact', network: 'eip155:8453', asset, amount: amount.toString(), payTo: getAddress(merchant.ethAddress!), maxTimeoutSeconds: 300, extra: { name: 'USD Coin', version: '2' } };
  const payload = await client.createPaymentPayload({ x402Version: 2, resource: resource(description), accepts: [requirements] });
  const balance = () => base().client.readContract({ address: asset, abi: usdcTestTokenAbi, functionName: 'balanceOf', args: [agent.address] });
  return { agent, requirements, payload, balance, authorization: (payload.payload as { authorization: Eip3009Authorization }).authorization };
}

describe('forged USDC: a token the attacker minted is never USDC', () => {
  it('Solana: verify and settle refuse a freshly minted token; recorded by another path, it is wrong_token and the link stays open, with no receipt', async () => {
    const fakeMint = await createTestMint({ rpcUrl: env.solana.rpcUrl, decimals: 6 });
    const forged = await solanaPayment(fakeMint, 1_000_000_000n, 'Forged USDC on Solana');
    expect(await facilitatorCall('verify', forged.payload, forged.requirements)).toMatchObject({ isValid: false, invalidReason: 'unsupported_asset' });
    expect(await facilitatorCall('settle', forged.payload, forged.requirements)).toMatchObject({ success: false, errorReason: 'unsupported_asset' });
    expect(await forged.balance()).toBe(1_000_000_000n);
    expect(await linksLabelled('Forged USDC on Solana')).toEqual([]);

    // Another path records it (here: the official facilitator, without Paylink's checks, settles it on chain and
    // Paylink's x402 recording path is handed the transfer, under today's "USDC" label) for a 1000 USDC link.
    const target = await link('solana', '1000');
    const settled = await (await paylinkFacilitator(env.ctx.deps))!.settle(forged.payload, forged.requirements);
    expect(settled.success, settled.errorReason).toBe(true);
    const read = await solanaSettledTransfer(env.ctx.deps, { signature: settled.transaction, recipient: solanaWallet, mint: fakeMint });
    expect(read).toMatchObject({ asset: fakeMint, currency: null });
    await recordSettledTransfer(env.ctx.deps, { paymentId: target.id, network: 'solana', transfer: { ...read, currency: 'USDC' }, key: { network: 'solana', payer: forged.agent.address, nonce: settled.transaction }, now: new Date() });
    const after = await detail(target.id);
    expect(after.status).toBe('PENDING');
    expect([null, '0']).toContain(after.amountReceived);
    expect(after.transfers).toEqual([expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', mint: fakeMint, currency: null })]);
    expect(await eventTypes(target.id)).toContain('payment.wrong_token');
    expect((await receiptOf(target.id)).statusCode).toBe(404);
  });

  it('Solana: real USDC still settles, and its signed receipt names the USDC mint; only that settle is in the activity trail', async () => {
    const real = await solanaPayment(LOCAL_USDC_MINT, 10_000n, 'Real USDC on Solana');
    expect(await facilitatorCall('settle', real.payload, real.requirements)).toMatchObject({ success: true });
    const [paid] = await linksLabelled('Real USDC on Solana');
    expect(paid).toMatchObject({ status: 'COMPLETED', currency: 'USDC' });
    const receipt = (await receiptOf(paid!.id)).json().data.receipt;
    expect(receipt).toMatchObject({ currency: 'USDC', asset: LOCAL_USDC_MINT, network: 'solana' });
    // The forged settles above answered 200 `success: false`: no change, not in the trail.
    await expect.poll(async () => (await settleActivity()).length).toBeGreaterThan(0);
    await linksLabelled('flush');
    expect(await settleActivity()).toHaveLength(1);
  });

  it('EVM: verify and settle refuse a fake ERC-20 named "USD Coin"; recorded by another path, it is wrong_token and the link stays open, with no receipt', async () => {
    const fake = await fakeUsdc();
    const forged = await evmPayment(fake, 1_000_000_000n, 'Forged USDC on Base');
    const nonce = await relayerNonce();
    expect(await facilitatorCall('verify', forged.payload, forged.requirements)).toMatchObject({ isValid: false, invalidReason: 'unsupported_asset' });
    expect(await facilitatorCall('settle', forged.payload, forged.requirements)).toMatchObject({ success: false, errorReason: 'unsupported_asset' });
    expect(await forged.balance()).toBe(1_000_000_000n);
    expect(await relayerNonce()).toBe(nonce);
    expect(await linksLabelled('Forged USDC on Base')).toEqual([]);

    const target = await link('base', '1000');
    const settled = await (await paylinkFacilitator(env.ctx.deps))!.settle(forged.payload, forged.requirements);
    expect(settled.success, settled.errorReason).toBe(true);
    const read = await settledTransfer(base().client, { network: 'base', token: fake, currency: 'USDC', hash: settled.transaction as `0x${string}`, authorization: forged.authorization, confirmations: 1 });
    await recordSettledTransfer(env.ctx.deps, { paymentId: target.id, network: 'base', transfer: read, key: { network: 'base', payer: forged.agent.address.toLowerCase(), nonce: forged.authorization.nonce }, now: new Date() });
    const after = await detail(target.id);
    expect(after.status).toBe('PENDING');
    expect([null, '0']).toContain(after.amountReceived);
    expect(after.transfers).toEqual([expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', currency: null })]);
    expect(getAddress(after.transfers[0].mint)).toBe(fake);
    expect(await eventTypes(target.id)).toContain('payment.wrong_token');
    expect((await receiptOf(target.id)).statusCode).toBe(404);
  });
});

/** The same payment as x402 v1 names it (`solana-devnet`, `maxAmountRequired`), signed by a v1 client. */
async function solanaV1Payment(amount: bigint, description: string) {
  const agent = await generateKeyPairSigner();
  await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint: LOCAL_USDC_MINT, owner: agent.address, amount });
  const client = new x402Client()
    .setSpendControls({ allowedAssets: [{ network: 'solana-devnet' as `${string}:${string}`, asset: LOCAL_USDC_MINT }] })
    .registerV1('solana-devnet', new ExactSvmSchemeV1(agent, { rpcUrl: env.solana.rpcUrl }));
  const requirements = {
    scheme: 'exact',
    network: 'solana-devnet',
    maxAmountRequired: amount.toString(),
    resource: 'https://attacker.example/api',
    description,
    mimeType: 'application/json',
    payTo: solanaWallet,
    maxTimeoutSeconds: 300,
    asset: LOCAL_USDC_MINT,
    extra: { feePayer: sponsor },
  } as unknown as PaymentRequirements;
  const payload = await client.createPaymentPayload({ x402Version: 1, accepts: [requirements] } as never);
  return { requirements, payload };
}

/** The payload with its SetComputeUnitLimit raised to `units` (the payer's signature no longer matches: the caps refuse it first). */
function withComputeUnits(payload: PaymentPayload, units: number): PaymentPayload {
  const tx = getTransactionDecoder().decode(Buffer.from((payload.payload as { transaction: string }).transaction, 'base64'));
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']> & {
    instructions: { programAddressIndex: number; data?: Uint8Array }[];
  };
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  const instructions = message.instructions.map((ix) => (message.staticAccounts[ix.programAddressIndex] === 'ComputeBudget111111111111111111111111111111' && ix.data?.[0] === 2 ? { ...ix, data } : ix));
  const messageBytes = getCompiledTransactionMessageEncoder().encode({ ...message, instructions } as typeof message);
  const wire = getTransactionEncoder().encode({ messageBytes, signatures: tx.signatures } as unknown as Transaction);
  return { ...payload, payload: { transaction: Buffer.from(wire).toString('base64') } };
}

describe('x402 v1 on Solana', () => {
  it('a v1 settle is answered (no 500): paid and recorded under its description', async () => {
    const v1 = await solanaV1Payment(20_000n, 'Real USDC over v1');
    expect(await facilitatorCall('settle', v1.payload, v1.requirements)).toMatchObject({ success: true });
    const [paid] = await linksLabelled('Real USDC over v1');
    expect(paid).toMatchObject({ status: 'COMPLETED', amount: '0.02', currency: 'USDC' });
  });

  it('the v1 scheme has the v2 caps: a transaction asking more compute units is refused before anything is booked', async () => {
    const v1 = await solanaV1Payment(20_000n, 'Greedy v1');
    const greedy = withComputeUnits(v1.payload, 1_400_000);
    const booked = async () => (await env.ctx.deps.db.select({ lamports: sponsorBudgets.spentLamports }).from(sponsorBudgets).where(eq(sponsorBudgets.accountId, merchant.accountId)))[0]?.lamports ?? 0n;
    const before = await booked();
    const reason = 'invalid_exact_svm_payload_transaction_instructions_compute_limit_instruction_too_high';
    expect(await facilitatorCall('verify', greedy, v1.requirements)).toMatchObject({ isValid: false, invalidReason: reason });
    expect(await facilitatorCall('settle', greedy, v1.requirements)).toMatchObject({ success: false, errorReason: reason });
    expect(await booked()).toBe(before);
    expect(await linksLabelled('Greedy v1')).toEqual([]);
  });
});

describe("the relayer's gas: capped, charged as spent, and a claim kept while the chain may use it", () => {
  it('a gas-burning contract named as the asset is refused before the relayer sends anything', async () => {
    const burner = await gasBurner();
    const attack = await evmPayment(burner, 1_000_000n, 'Burn the relayer', false);
    const relayer = await relayerAddress();
    const [nonce, eth] = [await relayerNonce(), await base().client.getBalance({ address: relayer })];
    expect(await facilitatorCall('settle', attack.payload, attack.requirements)).toMatchObject({ success: false, errorReason: 'unsupported_asset' });
    expect(await relayerNonce()).toBe(nonce);
    expect(await base().client.getBalance({ address: relayer })).toBe(eth);
  });

  it("whatever the relayer is made to call, its transaction carries at most RELAYER_GAS_CAP gas", async () => {
    const burner = await gasBurner();
    const attack = await evmPayment(burner, 1_000_000n, 'Burn the relayer', false);
    // The official facilitator with Paylink's relayer as its signer, without Paylink's asset check.
    const settled = await (await paylinkFacilitator(env.ctx.deps))!.settle(attack.payload, attack.requirements);
    expect(settled.success).toBe(false);
    const sent = await base().client.getTransaction({ hash: settled.transaction as `0x${string}` });
    expect(sent.gas).toBe(RELAYER_GAS_CAP);
    const receipt = await base().client.getTransactionReceipt({ hash: sent.hash });
    expect(receipt.gasUsed).toBeLessThanOrEqual(RELAYER_GAS_CAP);
  });

  it("the merchant's gas budget is charged with what the settlement spent (gasUsed × effectiveGasPrice), not the booked cap", async () => {
    const spentToday = async () =>
      (await env.ctx.deps.db.select({ wei: x402GasBudgets.spentWei }).from(x402GasBudgets).where(eq(x402GasBudgets.accountId, merchant.accountId)))[0]?.wei ?? 0n;
    const before = await spentToday();
    const real = await evmPayment(base().usdcAddress, 10_000n, 'Real USDC on Base');
    const settled = await facilitatorCall('settle', real.payload, real.requirements);
    expect(settled).toMatchObject({ success: true });
    const receipt = await base().client.getTransactionReceipt({ hash: settled.transaction });
    expect(receipt.gasUsed).toBeLessThan(RELAYER_GAS_CAP);
    expect((await spentToday()) - before).toBe(receipt.gasUsed * receipt.effectiveGasPrice);
    const [paid] = await linksLabelled('Real USDC on Base');
    expect((await receiptOf(paid!.id)).json().data.receipt).toMatchObject({ currency: 'USDC', asset: getAddress(base().usdcAddress) });
  });

  it('a settlement whose answer is lost after the relayer sent it keeps its claim (the relayer nonce moved), and the recovery job records it', async () => {
    const target = await link('base', '0.55');
    const amount = parseAmount(target.payAmount, 6);
    if (!amount.ok) throw new Error(target.payAmount);
    const real = await evmPayment(base().usdcAddress, amount.value, 'Lost answer');
    // The relayer's RPC forwards the transaction to the chain, then the answer is lost on the way back.
    const proxy = await lossyRpc(base().rpcUrl);
    const net = env.ctx.deps.config.evm.base!;
    const rpcUrl = net.rpcUrl;
    net.rpcUrl = proxy.url;
    try {
      const claim = async (key: Parameters<typeof claimAuthorization>[1], intent: { amount: bigint; recipient: string }) =>
        (await claimAuthorization(env.ctx.deps.db, key, { ...intent, accountId: merchant.accountId, kind: 'link', paymentId: target.id })) ? target.id : null;
      const nonce = await relayerNonce();
      const outcome = await settleAuthorization(env.ctx.deps, { accountId: merchant.accountId, payload: real.payload, requirements: real.requirements, now: new Date(), claim });
      expect(outcome.ok).toBe(false);
      expect(await relayerNonce()).toBe(nonce + 1);
    } finally {
      net.rpcUrl = rpcUrl;
      await proxy.close();
    }
    const key = and(eq(x402Authorizations.network, 'base'), eq(x402Authorizations.nonce, real.authorization.nonce.toLowerCase()));
    expect(await env.ctx.deps.db.select().from(x402Authorizations).where(key)).toHaveLength(1);
    const later = new Date(Date.now() + X402_RECOVERY_GRACE_MS + 1000);
    // Within a round or two (the chain client caches the latest block number for a few seconds).
    await expect.poll(async () => (await recoverX402Settlements(env.ctx.deps, later)).recorded, { timeout: 15_000, interval: 1000 }).toEqual([target.id]);
    expect((await detail(target.id)).status).toBe('COMPLETED');
  });
});

/** A JSON-RPC proxy in front of `upstream` that forwards everything but answers eth_sendRawTransaction with an error once forwarded. */
async function lossyRpc(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text());
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      res.setHeader('content-type', 'application/json');
      res.end(method === 'eth_sendRawTransaction' ? JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'connection reset' } }) : answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
