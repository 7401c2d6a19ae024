import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
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
import { LOCAL_USDC_MINT, requestTokenAirdrop, usdcTestTokenAbi } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents } from '../modules/payments/schema';
import { associatedTokenAccount } from '../modules/chains/solana/build-transfer-transaction';
import { fundLocalSponsor } from '../modules/transaction-requests/fund-local-sponsor';
import { fundLocalRelayer } from '../modules/x402/fund-local-relayer';
import type { Eip3009Authorization } from '../modules/x402/settled-transfer';
import { merchantWithWallets, startMultiChainTestContext } from './multi-chain';
import { bearer } from './test-app';

/**
 * The x402 attacker's bench (issue 48): the local Solana chain, Anvil and the real app with a funded relayer and fee
 * payer, and a merchant on a monthly plan with a saved Solana and Base wallet and a developer API key; with what
 * an attacker does there (their own tokens, a gas-burning contract, x402 payloads of any asset).
 */
export async function startX402AttackContext() {
  const env = await startMultiChainTestContext();
  const { ctx } = env;
  await fundLocalSponsor(ctx.deps);
  await fundLocalRelayer(ctx.deps);
  const sponsor = (await ctx.deps.sponsor())!.address;
  const merchant = await merchantWithWallets(ctx, { eth: true });
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, merchant.accountId));
  const solanaWallet = (await generateKeyPairSigner()).address;
  await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint: LOCAL_USDC_MINT, owner: solanaWallet, amount: 0n });
  // Both wallets become the merchant's saved ones the way every wallet does: through a first link to each.
  for (const payload of [{ network: 'solana', walletAddress: solanaWallet }, { network: 'base' }]) {
    const res = await merchant.create({ amount: '1', currency: 'USDC', ...payload });
    expect(res.statusCode, res.body).toBe(201);
  }
  const apiKey: string = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(merchant.token) })
  ).json().data.apiKey;

  const facilitatorCall = async (
    route: 'verify' | 'settle',
    payload: PaymentPayload,
    requirements: PaymentRequirements,
  ) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/x402/${route}`,
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { x402Version: payload.x402Version, paymentPayload: payload, paymentRequirements: requirements },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const detail = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(merchant.token) })
    ).json().data.payment;
  const receiptOf = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/receipts/${id}` });
  const eventTypes = async (id: string) =>
    (
      await ctx.deps.db.select({ type: paymentEvents.type }).from(paymentEvents).where(eq(paymentEvents.paymentId, id))
    ).map((e) => e.type);
  const linksLabelled = async (label: string) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': apiKey } })).json()
        .data.payments as Payment[]
    ).filter((p) => p.label === label);
  const resource = (description: string) => ({
    url: 'https://attacker.example/api',
    description,
    mimeType: 'application/json',
  });
  async function link(network: string, amount: string): Promise<Payment> {
    const res = await merchant.create({
      amount,
      currency: 'USDC',
      network,
      ...(network === 'solana' ? { walletAddress: solanaWallet } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment;
  }
  const settleActivity = async () =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/team/activity', headers: bearer(merchant.token) })).json().data
        .activity as { route: string }[]
    ).filter((a) => a.route === 'POST /api/x402/settle');

  /** The attacker's payment on Solana: `amount` of `mint` from a fresh agent holding it (and no SOL) to the merchant's wallet. */
  async function solanaPayment(mint: string, amount: bigint, description: string) {
    const agent = await generateKeyPairSigner();
    await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint, owner: agent.address, amount });
    await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint, owner: solanaWallet, amount: 0n });
    const client = new x402Client()
      .setSpendControls({ allowedAssets: [{ network: SOLANA_DEVNET_CAIP2, asset: mint }] })
      .register('solana:*', new ExactSvmScheme(agent, { rpcUrl: env.solana.rpcUrl }));
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: SOLANA_DEVNET_CAIP2,
      asset: mint,
      amount: amount.toString(),
      payTo: solanaWallet,
      maxTimeoutSeconds: 300,
      extra: { feePayer: sponsor },
    };
    const payload = await client.createPaymentPayload({
      x402Version: 2,
      resource: resource(description),
      accepts: [requirements],
    });
    const balance = async () =>
      BigInt(
        (
          await createSolanaRpc(env.solana.rpcUrl)
            .getTokenAccountBalance(await associatedTokenAccount(address(agent.address), address(mint)))
            .send()
        ).value.amount,
      );
    return { agent, requirements, payload, balance };
  }

  const base = () => env.evm.base;
  const anvil = (method: string, params: unknown[]) =>
    base().client.request({ method: method as never, params: params as never });
  const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address;
  const relayerAddress = async () => (await ctx.deps.relayer())!.address;
  const relayerNonce = async () =>
    base().client.getTransactionCount({ address: await relayerAddress(), blockTag: 'pending' });

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
      const local = {
        id: 8453,
        name: 'local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [base().rpcUrl] } },
      };
      const wallet = createWalletClient({
        account: minter,
        chain: local,
        transport: http(base().rpcUrl, { retryCount: 0 }),
      });
      const hash = await wallet.writeContract({
        address: asset,
        abi: usdcTestTokenAbi,
        functionName: 'mint',
        args: [agent.address, amount],
      });
      await base().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }
    const client = registerExactEvmScheme(
      new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset }] }),
      { signer: agent },
    );
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: 'eip155:8453',
      asset,
      amount: amount.toString(),
      payTo: getAddress(merchant.ethAddress!),
      maxTimeoutSeconds: 300,
      extra: { name: 'USD Coin', version: '2' },
    };
    const payload = await client.createPaymentPayload({
      x402Version: 2,
      resource: resource(description),
      accepts: [requirements],
    });
    const balance = () =>
      base().client.readContract({
        address: asset,
        abi: usdcTestTokenAbi,
        functionName: 'balanceOf',
        args: [agent.address],
      });
    return {
      agent,
      requirements,
      payload,
      balance,
      authorization: (payload.payload as { authorization: Eip3009Authorization }).authorization,
    };
  }

  /** The same payment as x402 v1 names it (`solana-devnet`, `maxAmountRequired`), signed by a v1 client. */
  async function solanaV1Payment(amount: bigint, description: string) {
    const agent = await generateKeyPairSigner();
    await requestTokenAirdrop({ rpcUrl: env.solana.rpcUrl, mint: LOCAL_USDC_MINT, owner: agent.address, amount });
    const client = new x402Client()
      .setSpendControls({
        allowedAssets: [{ network: 'solana-devnet' as `${string}:${string}`, asset: LOCAL_USDC_MINT }],
      })
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
    const tx = getTransactionDecoder().decode(
      Buffer.from((payload.payload as { transaction: string }).transaction, 'base64'),
    );
    const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as ReturnType<
      ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']
    > & {
      instructions: { programAddressIndex: number; data?: Uint8Array }[];
    };
    const data = new Uint8Array(5);
    data[0] = 2;
    new DataView(data.buffer).setUint32(1, units, true);
    const instructions = message.instructions.map((ix) =>
      message.staticAccounts[ix.programAddressIndex] === 'ComputeBudget111111111111111111111111111111' &&
      ix.data?.[0] === 2
        ? { ...ix, data }
        : ix,
    );
    const messageBytes = getCompiledTransactionMessageEncoder().encode({ ...message, instructions } as typeof message);
    const wire = getTransactionEncoder().encode({ messageBytes, signatures: tx.signatures } as unknown as Transaction);
    return { ...payload, payload: { transaction: Buffer.from(wire).toString('base64') } };
  }

  return {
    env,
    ctx,
    merchant,
    solanaWallet,
    apiKey,
    sponsor,
    close: () => env.close(),
    facilitatorCall,
    detail,
    receiptOf,
    eventTypes,
    settleActivity,
    linksLabelled,
    link,
    solanaPayment,
    solanaV1Payment,
    withComputeUnits,
    base,
    anvil,
    relayerAddress,
    relayerNonce,
    fakeUsdc,
    gasBurner,
    evmPayment,
  };
}
