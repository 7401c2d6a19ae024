import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { withBazaar } from '@x402/extensions/bazaar';
import { parseAmount, type Payment } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { payments } from '../payments/schema';
import { startEvmTestContext } from '../../test/evm-chains';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { apiKeyOf } from '../../test/team-member';

// x402's Bazaar (discovery) played by the attacker too: unlisted links, customer data, another merchant's link.
const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
let ctx: TestContext;
let baseUrl: string;
let apiKey: string;
beforeAll(async () => {
  env = await startEvmTestContext(merchantWallet);
  ctx = env.ctx;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  const [me] = await ctx.deps.db
    .select({ id: merchantAccounts.id })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.ethAddress, merchantWallet));
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, me!.id));
  apiKey = await apiKeyOf(ctx, { token: env.token });
});
afterAll(() => env.close());

const bazaar = () => withBazaar(new HTTPFacilitatorClient({ url: `${baseUrl}/api/x402` })).extensions.bazaar;

async function createLink(label: string, extra: Record<string, unknown> = {}): Promise<Payment> {
  const payload = {
    label,
    amount: '0.5',
    network: 'base',
    currency: 'USDC',
    message: 'Thanks Ana, see you Tuesday',
    metadata: { email: 'ana@example.com' },
    ...extra,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(env.token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const list = (id: string, description: string, key = apiKey) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/payment-links/${id}/discovery`,
    headers: bearer(key),
    payload: { description },
  });

describe('the x402 Bazaar at /api/x402/discovery/resources', () => {
  it('lists only links their merchant listed and that take payments now, with the description and price and no customer data', async () => {
    const listed = await createLink('Invoice for Ana Lopez');
    const unlisted = await createLink('Never listed');
    const expired = await createLink('Listed, then expired');
    const withdrawn = await createLink('Listed, then withdrawn');
    const res = await list(listed.id, 'Weather API: one forecast');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.listing).toMatchObject({
      paymentId: listed.id,
      resource: listed.x402Url,
      description: 'Weather API: one forecast',
    });
    expect((await list(expired.id, 'Old offer')).statusCode).toBe(200);
    expect((await list(withdrawn.id, 'Withdrawn offer')).statusCode).toBe(200);
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, expired.id));
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/payment-links/${withdrawn.id}/discovery`,
          headers: bearer(apiKey),
        })
      ).statusCode,
    ).toBe(200);

    const found = await bazaar().listResources();
    expect(found.x402Version).toBe(2);
    expect(found.items.map((i) => i.resource)).toEqual([listed.x402Url]);
    const [item] = found.items;
    const asked = parseAmount(listed.payAmount, 6);
    expect(item).toMatchObject({
      type: 'http',
      description: 'Weather API: one forecast',
      accepts: [
        { scheme: 'exact', network: 'eip155:8453', payTo: merchantWallet, amount: String(asked.ok && asked.value) },
      ],
    });
    const everything = JSON.stringify(found);
    for (const secret of ['Ana', 'ana@example.com', 'Tuesday', unlisted.id, expired.id, withdrawn.id])
      expect(everything).not.toContain(secret);

    expect((await bazaar().listResources({ network: 'eip155:1' })).items).toEqual([]);
    expect((await bazaar().listResources({ type: 'mcp' })).items).toEqual([]);
    expect((await bazaar().listResources({ limit: 1, offset: 1 })).pagination).toEqual({
      limit: 1,
      offset: 1,
      total: 1,
    });
  });

  it('another merchant cannot list a link that is not theirs; a link that takes no x402 payments cannot be listed', async () => {
    const link = await createLink('Mine');
    const other = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, other.accountId));
    const otherKey = await apiKeyOf(ctx, other);
    expect((await list(link.id, 'Stolen offer', otherKey)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/payment-links/${link.id}/discovery`,
          headers: bearer(otherKey),
        })
      ).statusCode,
    ).toBe(404);
    const sol = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(env.token),
      payload: { label: 'ETH', amount: '0.01', network: 'base', currency: 'ETH' },
    });
    expect((await list(sol.json().data.payment.id, 'Not x402')).statusCode).toBe(404);
    expect((await bazaar().listResources()).items.map((i) => i.resource)).not.toContain(link.x402Url);
  });
});
