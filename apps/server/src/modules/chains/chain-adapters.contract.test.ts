import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  LOCAL_USDC_MINT,
  payEip681Request,
  payTransferRequest,
  sendTestTransfer,
  type Localnet,
} from '@paylink/localnet';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { base58Encode, encodeEip681Url, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { paymentTransfers, payments } from '../payments/schema';
import { unmatchedTransfers } from '../unmatched-transfers/schema';
import { watchTick } from '../../test/local-chain';
import { chainAdapters, clientConnections } from './chain-adapters';
import { networkRails } from './payment-requests';
import { watchEvmTick } from '../../test/evm-chains';
import {
  sharedBitcoin,
  sharedEvmChains,
  sharedSolana,
  startEvmChains,
  TEST_EVM_NETWORKS,
  type BitcoinTestChain,
  type EvmChainSet,
} from '../../test/shared-chains';
import { watchBitcoinTick } from '../../test/bitcoin-chain';
import { expiryRound } from '../../test/expiry-round';
import type { Harness, Row } from '../../test/adapter-harness';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';

/**
 * The adapter contract: every network (Solana on the local chain, every EVM row on Anvil, Bitcoin on the regtest
 * chain) goes through the same cases with real signed transactions, and the network-agnostic recording gives the
 * same outcome for each. What a network cannot do is named: the local Solana chain cannot roll a slot back, so its
 * case is a transaction that landed and failed; on Anvil a transfer is mined and then reverted (evm_snapshot/
 * evm_revert) before its depth; on Bitcoin a mempool payment is replaced (RBF) by one to another address. Bitcoin
 * has one asset, so no wrong-token case. The expiry pre-read runs through the expiry job itself, over every network.
 */
let solana: Localnet;
let evm: EvmChainSet;
/** Every EVM row runs the suite: the shared chains hold Ethereum and Base, the other rows get their own Anvils. */
let ownEvm: EvmChainSet;
const evmChain = (network: EvmNetwork) => (evm.chains[network] ?? ownEvm.chains[network])!;
let bitcoin: BitcoinTestChain;
let btcPayer: BitcoinTestWallet;
let ctx: TestContext;
beforeAll(async () => {
  solana = sharedSolana();
  evm = await sharedEvmChains();
  ownEvm = await startEvmChains({ networks: EVM_NETWORKS.filter((n) => !TEST_EVM_NETWORKS.includes(n)) });
  bitcoin = await sharedBitcoin();
  btcPayer = bitcoinTestWallet(bitcoin.esploraUrl);
  await btcPayer.fund(100_000_000n);
  await bitcoin.mine(1);
  const btcEnv = { BITCOIN_ESPLORA_URL: bitcoin.esploraUrl, BITCOIN_NETWORK: 'regtest' };
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false', ...btcEnv },
    { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, local: true },
    {},
    { ...evm.local, ...ownEvm.local },
  );
});
afterAll(async () => {
  await ctx.close();
  await solana.close();
  await evm.close();
  await ownEvm.close();
  await bitcoin.close();
});

async function merchantLink(body: Record<string, unknown>, ethAddress?: string): Promise<Row> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 50, ...(ethAddress ? { ethAddress } : {}) })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '1.5', currency: 'USDC', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return row(res.json().data.payment.id);
}
async function row(id: string): Promise<Row> {
  const [p] = await ctx.deps.db.select().from(payments).where(eq(payments.id, id));
  return p!;
}
const asked = (link: Row) => link.payAmount ?? link.amount;

const solanaHarness: Harness = {
  newLink: () => merchantLink({ walletAddress: base58Encode(randomBytes(32)) }),
  pay: async (link, amount) =>
    void (await payTransferRequest({ rpcUrl: solana.rpcUrl, url: link.paymentUrl, amountOverride: amount })),
  payWrongToken: async (link) =>
    void (await sendTestTransfer({
      rpcUrl: solana.rpcUrl,
      recipient: link.recipientAddress,
      amount: 5_000_000n,
      token: 'SOL',
      references: [link.reference!],
    })),
  payNoLink: async (link) =>
    void (await sendTestTransfer({
      rpcUrl: solana.rpcUrl,
      recipient: link.recipientAddress,
      amount: 700_000n,
      token: { mint: LOCAL_USDC_MINT, decimals: 6 },
      references: [],
    })),
  payNeverFinal: async (link) => {
    const sent = await sendTestTransfer({
      rpcUrl: solana.rpcUrl,
      recipient: link.recipientAddress,
      amount: asked(link),
      token: { mint: LOCAL_USDC_MINT, decimals: 6 },
      references: [link.reference!],
      fail: true,
    });
    expect(sent.err).not.toBeNull();
  },
  tick: () => watchTick(ctx),
};

function evmHarness(network: EvmNetwork): Harness {
  const rpcUrl = () => evmChain(network).rpcUrl;
  const client = () => ctx.deps.evm[network]!;
  const chainId = () => ctx.deps.config.evm[network]!.chainId;
  return {
    newLink: () => merchantLink({ network }, privateKeyToAccount(generatePrivateKey()).address),
    pay: async (link, amount) =>
      void (await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl, amountOverride: amount })),
    payWrongToken: async (link) =>
      void (await payEip681Request({
        rpcUrl: rpcUrl(),
        url: encodeEip681Url({
          kind: 'native',
          chainId: chainId(),
          recipient: link.recipientAddress,
          amount: asked(link),
        }),
      })),
    payNoLink: async (link) =>
      void (await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl, amountOverride: 700_000n })),
    payNeverFinal: async (link) => {
      await watchEvmTick(ctx, network, { confirmations: 1 });
      const snapshot = await client().request({ method: 'evm_snapshot' } as never);
      await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl });
      // Not yet two blocks deep: the adapter does not see it, then the chain drops it.
      await watchEvmTick(ctx, network, { confirmations: 2 });
      await client().request({ method: 'evm_revert', params: [snapshot] } as never);
      await client().request({ method: 'anvil_mine', params: ['0x3'] } as never);
    },
    tick: () => watchEvmTick(ctx, network, { confirmations: 1 }),
  };
}

const bitcoinHarness: Harness = {
  newLink: () =>
    merchantLink({
      network: 'bitcoin',
      currency: 'BTC',
      amount: '0.015',
      walletAddress: bitcoinTestWallet(bitcoin.esploraUrl).address,
    }),
  pay: async (link, amount) => void (await btcPayer.pay(link.recipientAddress, amount ?? asked(link))),
  payNoLink: async (link) => void (await btcPayer.pay(link.recipientAddress, 700_000n)),
  payNeverFinal: async (link) => {
    const replaced = await btcPayer.pay(link.recipientAddress, asked(link), { feeRate: 1 });
    await watchBitcoinTick(ctx);
    // Replaced by fee before any block: the replacement pays another wallet.
    await btcPayer.pay(bitcoinTestWallet(bitcoin.esploraUrl).address, asked(link), { replaceTxid: replaced });
  },
  confirm: () => bitcoin.mine(1).then(() => undefined),
  tick: async () => {
    await bitcoin.mine(1);
    return watchBitcoinTick(ctx);
  },
};

/** The registry as the watchers build it, every network of this test offered. */
const adapters = () => chainAdapters(clientConnections(ctx.deps));
/** How the registered adapter of `network` names a link: a reference it carries, or its exact amount. */
const matchBy = (network: string) => adapters().get(network)!.matchBy;
const transfersOf = async (id: string) =>
  (await ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, id))).map(
    (t) => [t.outcome, t.reason] as const,
  );
const inboxOf = async (link: Row) =>
  (await ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.accountId, link.accountId!))).map(
    (t) => [t.amount, t.reason] as const,
  );

describe.each<readonly [string, Harness]>([
  ['solana', solanaHarness],
  ...EVM_NETWORKS.map((network) => [network, evmHarness(network)] as const),
  ['bitcoin', bitcoinHarness],
])('the %s adapter', (network, chain) => {
  it('payment request: built from config alone as by the connected adapter, for the wallet the link asks', async () => {
    const link = await chain.newLink();
    const builder = networkRails(ctx.deps.config).get(network)!;
    const adapter = adapters().get(network)!;
    expect(builder.matchBy).toBe(adapter.matchBy);
    expect(builder.isAddress(link.recipientAddress)).toBe(true);
    expect(adapter.isAddress(link.recipientAddress)).toBe(true);
    const scheme =
      { solana: `solana:${link.recipientAddress}?`, bitcoin: `bitcoin:${link.recipientAddress}?` }[network as string] ??
      'ethereum:';
    expect(link.paymentUrl.startsWith(scheme)).toBe(true);
    expect(link.payAmount === null).toBe(builder.matchBy === 'reference');
    // Only a rail that names its links by a reference key gets one.
    expect(link.reference === null).toBe(builder.matchBy !== 'reference');
  });

  it('exact: completes the link once', async () => {
    const link = await chain.newLink();
    await chain.pay(link);
    await chain.tick();
    await chain.tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', overpaid: false, amountReceived: asked(link) });
    expect(await transfersOf(link.id)).toEqual([['counted', null]]);
  });

  it('partial: leaves the link open, and the merchant sees the money', async () => {
    const link = await chain.newLink();
    await chain.pay(link, asked(link) / 2n);
    await chain.tick();
    expect((await row(link.id)).status).toBe('PENDING');
    // By reference it counts toward the link; by amount, half the amount names no link: it waits in the inbox.
    const seen = [...(await transfersOf(link.id)), ...(await inboxOf(link))];
    expect(seen).toEqual([matchBy(network) === 'reference' ? ['counted', null] : [asked(link) / 2n, 'wrong_amount']]);
  });

  it('excess: a second full payment completes nothing more and is owed back', async () => {
    const link = await chain.newLink();
    await chain.pay(link);
    await chain.tick();
    await chain.pay(link);
    await chain.tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', needsRefund: true });
    expect((await transfersOf(link.id)).map(([outcome]) => outcome).sort()).toEqual(['counted', 'excess']);
  });

  it.skipIf(!chain.payWrongToken)('wrong token: never pays the link, and the merchant sees it', async () => {
    const link = await chain.newLink();
    await chain.payWrongToken!(link);
    await chain.tick();
    expect((await row(link.id)).status).toBe('PENDING');
    // By reference the link lists it as rejected; by amount nobody holds an ETH amount: it waits in the inbox.
    const seen = [...(await transfersOf(link.id)), ...(await inboxOf(link))];
    expect(seen).toHaveLength(1);
  });

  it('never final (rollback, or failed on chain): nothing counts', async () => {
    const link = await chain.newLink();
    await chain.payNeverFinal(link);
    await chain.tick();
    const after = await row(link.id);
    expect([after.status, after.amountReceived ?? 0n]).toEqual(['PENDING', 0n]);
    expect((await transfersOf(link.id)).filter(([outcome]) => outcome !== 'rejected')).toEqual([]);
    expect(await inboxOf(link)).toEqual([]);
  });

  it('expiry pre-read: a payment that landed just before expiry completes instead of expiring; the other links stay watched', async () => {
    const link = await chain.newLink();
    const other = await chain.newLink();
    await chain.pay(link);
    await chain.pay(other);
    await chain.confirm?.();
    // The link's expiry passes before any watch round saw its payment: the expiry job reads the chain first.
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, link.id));
    await expiryRound(ctx);
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: asked(link) });
    // The pre-read read only the expiring link's wallet, and took nothing from the next round (an EVM cursor stays).
    expect((await row(other.id)).status).toBe('PENDING');
    await chain.tick();
    expect((await row(other.id)).status).toBe('COMPLETED');
  });

  it('unmatched: a transfer naming no link lands in the wallet owner inbox, once', async () => {
    const link = await chain.newLink();
    await chain.payNoLink(link);
    await chain.tick();
    await chain.tick();
    expect((await row(link.id)).status).toBe('PENDING');
    expect(await inboxOf(link)).toEqual([
      [700_000n, matchBy(network) === 'reference' ? 'no_reference' : 'wrong_amount'],
    ]);
  });
});
