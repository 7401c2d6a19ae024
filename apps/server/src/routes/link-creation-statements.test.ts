import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';
import { handlerStatements } from '../test/handler-statements';

// Link creation in as few SQL round trips as its modules allow (performance issue 36): the link inserted whole (a
// Solana payment request needs no row), the address claim, the payment.created event and the credit debit. A
// creation that gains a statement fails here. BEGIN and COMMIT (sent through Drizzle on PostgreSQL only) are left out.
// The audit trail's row is written in the link's transaction (not in a transaction of its own once the answer is sent).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const body = { label: 'Order', amount: '1.5', currency: 'USDC' };
const statementName = (text: string) =>
  /^\s*(with|insert into|update|select)\s+"?(\w+)/i.exec(text)?.slice(1, 3).join(' ').toLowerCase();
const statementsOf = async (run: () => Promise<{ statusCode: number; body: string }>) => {
  let status = 0;
  const sent = await handlerStatements(async () => {
    const res = await run();
    status = res.statusCode;
    expect(res.statusCode, res.body).toBe(201);
  });
  expect(status).toBe(201);
  return sent.filter((text) => !/^\s*(begin|commit)\s*$/i.test(text));
};

it('a signed-in creation sends 5 statements: the link, the claim, the event, the trail row, the debit', async () => {
  const m = await signUp(ctx);
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/wallet',
    headers: bearer(m.token),
    payload: { walletAddress: base58Encode(randomBytes(32)) },
  });
  const sent = await statementsOf(() =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/payment-link', headers: bearer(m.token), payload: body }),
  );
  expect(sent.map(statementName)).toEqual([
    'insert into payments',
    'with inserted',
    'insert into payment_events',
    'insert into account_activity',
    'with moved',
  ]);
});

it('an API-key creation sends the same 5 (its one credit is the api_call)', async () => {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: 10,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  const key = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
  ).json().data.apiKey as string;
  const sent = await statementsOf(() =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/payment-links', headers: bearer(key), payload: body }),
  );
  expect(sent.map(statementName)).toEqual([
    'insert into payments',
    'with inserted',
    'insert into payment_events',
    'insert into account_activity',
    'with moved',
  ]);
});
