import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base58Encode, type Payment } from '@paylink/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { merchantAccounts } from '../modules/accounts/schema';
import { sharedEvmChains, sharedSolana } from './shared-chains';
import { bearer, createTestContext, signUp, type TestContext } from './test-app';

/** This worker's Solana chain and Anvil pair and the real app on all three (one checkout, any network). */
export async function startMultiChainTestContext() {
  const solana = sharedSolana();
  const evm = await sharedEvmChains();
  const ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, local: true },
    {},
    evm.local,
  );
  return {
    solana,
    evm: evm.chains,
    ctx,
    async close() {
      await ctx.close();
      await evm.close();
      await solana.close();
    },
  };
}

/** A new merchant with 100 credits and, unless left out, a Solana wallet and an Ethereum address of its own. */
export async function merchantWithWallets(
  ctx: TestContext,
  wallets: { solana?: boolean; eth?: boolean } = { solana: true, eth: true },
) {
  const m = await signUp(ctx);
  const walletAddress = wallets.solana ? base58Encode(randomBytes(32)) : null;
  const ethAddress = wallets.eth ? privateKeyToAccount(generatePrivateKey()).address : null;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 100, walletAddress, ethAddress })
    .where(eq(merchantAccounts.id, m.accountId));
  return {
    ...m,
    walletAddress,
    ethAddress,
    /** POST /api/payments/payment-link as this merchant (the raw reply). */
    create: (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(m.token),
        payload: { label: 'Order', ...payload },
      }),
  };
}

/** A USD link with these pay options, created (201) by `merchant`. */
export async function payOptionsLink(
  merchant: Awaited<ReturnType<typeof merchantWithWallets>>,
  payOptions: { network: string; currency: string }[],
  amount = '30',
): Promise<Payment> {
  const res = await merchant.create({ amount, currency: 'USD', payOptions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** The hosted page's choice of a pay option (the raw reply). */
export function choose(ctx: TestContext, id: string, network: string, currency: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/pay-option`, payload: { network, currency } });
}
