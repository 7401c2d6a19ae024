import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type { Localnet } from '@paylink/localnet';
import type { Payment, PaymentDetail } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents } from '../modules/payments/schema';
import { watchRefunds } from '../modules/refunds/watch-refunds';
import { startChainTestContext } from './local-chain';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { bearer, signUp, type TestContext } from './test-app';

export const DAY = 24 * 60 * 60 * 1000;

export interface Merchant {
  token: string;
  accountId: string;
  wallet: KeyPairSigner;
}

/**
 * The refund suites' shared setup: a local chain, the app watching it (webhooks to a local receiver allowed) and a
 * webhook receiver for the calling test file, with the helpers that create merchants and links and prepare and
 * watch refunds.
 */
export function useRefundChain() {
  const state = {} as { chain: Localnet; ctx: TestContext; close: () => Promise<void>; receiver: WebhookReceiver };
  beforeAll(async () => {
    Object.assign(
      state,
      await startChainTestContext({ ALLOW_INSECURE_WEBHOOKS: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' }),
    );
    state.receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await state.receiver.close();
    await state.close();
  });

  async function merchant(): Promise<Merchant> {
    const m = await signUp(state.ctx);
    await state.ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 50, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    return { ...m, wallet: await generateKeyPairSigner() };
  }

  async function newLink(m: Merchant, body: Record<string, unknown>): Promise<Payment> {
    const res = await state.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order 7', walletAddress: m.wallet.address, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment;
  }

  async function detail(m: Merchant, id: string): Promise<PaymentDetail> {
    const res = await state.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${id}`,
      headers: bearer(m.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.payment;
  }

  function prepare(
    m: { token: string },
    id: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    return state.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${id}/refunds`,
      headers: { ...bearer(m.token), ...headers },
      payload: body,
    });
  }

  const watch = (now = new Date()) =>
    watchRefunds(
      state.ctx.deps.db,
      {
        solanaRpc: state.ctx.deps.solanaRpc,
        commitment: 'confirmed',
        evm: state.ctx.deps.evm,
        evmConfig: state.ctx.deps.config.evm,
      },
      now,
    );

  async function eventTypes(id: string) {
    return (
      await state.ctx.deps.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, id))
        .orderBy(asc(paymentEvents.createdAt))
    ).map((e) => e.type);
  }

  return {
    get chain() {
      return state.chain;
    },
    get ctx() {
      return state.ctx;
    },
    get receiver() {
      return state.receiver;
    },
    merchant,
    newLink,
    detail,
    prepare,
    watch,
    eventTypes,
  };
}
