import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { wrapFetchWithPayment } from '@x402/fetch';
import { watchEvmTick } from '../../test/evm-chains';
import { useX402Product } from '../../test/x402-link-product';
import type { TestContext } from '../../test/test-app';
import { getPayment } from '../payments/links/get-payment';
import { claimAuthorization } from './authorization-claims';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';
import { x402Authorizations } from './schema';
import { settleAuthorization } from './settle-authorization';

const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
const product = useX402Product(merchantWallet);
const { createLink, chain, usdcOf, agentWith, units, linkUrl, detail, requirementsOf } = product;
let ctx: TestContext;
beforeAll(() => {
  ({ ctx } = product.current());
});

describe('a link paid over x402 by an agent with USDC and no ETH', () => {
  it('on a network counted from its safe head (Base), the settlement answers once its block is safe, not at a fixed depth', async () => {
    const net = ctx.deps.config.evm.base!;
    net.head = 'safe';
    try {
      const link = await createLink('0.35');
      const { client } = await agentWith(1_000_000n);
      const before = await usdcOf(merchantWallet);
      let answered = false;
      const paying = wrapFetchWithPayment(fetch, client)(linkUrl(link)).finally(() => (answered = true));
      // The transfer is mined (Anvil's safe head trails the latest block by 32 blocks)...
      while ((await usdcOf(merchantWallet)) < before + units(link.payAmount))
        await new Promise((resolve) => setTimeout(resolve, 20));
      const minedAt = await chain().client.getBlockNumber({ cacheTime: 0 });
      const safe = async () => (await chain().client.getBlock({ blockTag: 'safe' })).number;
      expect(await safe()).toBeLessThan(minedAt);
      // ...and the settlement waits, the link still open, until more blocks make it safe.
      await chain().client.request({ method: 'anvil_mine' as never, params: [toHex(8)] as never });
      expect(answered).toBe(false);
      expect((await detail(link.id)).status).toBe('PENDING');
      while ((await safe()) < minedAt)
        await chain().client.request({ method: 'anvil_mine' as never, params: [toHex(8)] as never });
      const res = await paying;
      expect(res.status).toBe(200);
      expect((await detail(link.id)).status).toBe('COMPLETED');
    } finally {
      net.head = 'latest';
    }
  });

  it('a settlement lost before its transaction hash was kept is found by the authorization’s use and recorded once by the recovery job', async () => {
    const link = await createLink('0.45');
    const required = await requirementsOf(link);
    const { client } = await agentWith(1_000_000n);
    const payload = await client.createPaymentPayload(required);
    const { accountId } = await getPayment(ctx.deps.db, link.id);
    const claim = async (
      key: Parameters<typeof claimAuthorization>[1],
      intent: { amount: bigint; recipient: string },
    ) =>
      (await claimAuthorization(ctx.deps.db, key, {
        ...intent,
        accountId: accountId!,
        kind: 'link',
        paymentId: link.id,
      }))
        ? link.id
        : null;
    const outcome = await settleAuthorization(ctx.deps, {
      accountId: accountId!,
      payload,
      requirements: required.accepts[0]!,
      now: new Date(),
      claim,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    // The process died right after sending: neither the hash nor the recording was kept.
    await ctx.deps.db
      .update(x402Authorizations)
      .set({ status: 'settling', txHash: null })
      .where(eq(x402Authorizations.nonce, outcome.key.nonce));

    await watchEvmTick(ctx, 'base');
    const later = new Date(Date.now() + X402_RECOVERY_GRACE_MS + 1000);
    expect((await recoverX402Settlements(ctx.deps, later)).recorded).toEqual([link.id]);
    expect((await recoverX402Settlements(ctx.deps, later)).recorded).toEqual([]);
    const after = await detail(link.id);
    expect(after).toMatchObject({ status: 'COMPLETED', amountReceived: link.payAmount });
    expect(after.transfers).toHaveLength(1);
    expect(after.paidByX402).toEqual({ payer: outcome.key.payer, transactionHash: outcome.settlement.transaction });
  });
});
