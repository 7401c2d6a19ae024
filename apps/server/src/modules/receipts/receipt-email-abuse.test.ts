import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode, type Payment } from '@paylink/shared';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../test/test-app';
import { receiptEmails } from './schema';

/**
 * Issue 48 item 12, as a stranger: anyone who opens a link's hosted page could replace the address its customer
 * left for the receipt (and have the receipt, with what was bought, sent to them).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const ask = (id: string, payload: { email: string; editKey?: string }) =>
  ctx.app.inject({ method: 'POST', url: `/api/receipts/${id}/email`, payload });
const savedEmail = async (id: string) =>
  (await ctx.deps.db.select().from(receiptEmails).where(eq(receiptEmails.paymentId, id)))[0]?.email;

async function openLink(): Promise<Payment> {
  const m = await signUpWithCredits(ctx, 5);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Blue mug', amount: '0.25', walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment as Payment;
}

describe('the receipt address of an open link, attacked by a stranger', () => {
  it('the first address stands: a stranger can neither replace it nor learn a key by sending it again', async () => {
    const link = await openLink();
    const customer = await ask(link.id, { email: 'customer@example.com' });
    expect(customer.statusCode, customer.body).toBe(200);
    const { editKey } = customer.json().data as { editKey: string };
    expect(editKey).toMatch(/^[\w-]{40,}$/);

    const replaced = await ask(link.id, { email: 'attacker@example.com' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: 'A receipt address is already set for this payment; it can be changed only from the page that set it.',
    });
    expect((await ask(link.id, { email: 'attacker@example.com', editKey: 'guessed-key' })).statusCode).toBe(409);
    // The customer's own address again (a stranger who knows it): accepted, and no key for the stranger.
    const again = await ask(link.id, { email: 'customer@example.com' });
    expect(again.json()).toEqual({ success: true, data: { requested: true } });
    // Another link's key opens nothing here.
    const other = await openLink();
    const otherKey = (await ask(other.id, { email: 'attacker@example.com' })).json().data.editKey as string;
    expect((await ask(link.id, { email: 'attacker@example.com', editKey: otherKey })).statusCode).toBe(409);
    expect(await savedEmail(link.id)).toBe('customer@example.com');
  });

  it('the page that set the address changes it with its key, which is then spent', async () => {
    const link = await openLink();
    const first = (await ask(link.id, { email: 'typo@example.con' })).json().data.editKey as string;
    const changed = await ask(link.id, { email: 'customer@example.com', editKey: first });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = changed.json().data.editKey as string;
    expect(second).not.toBe(first);
    expect(await savedEmail(link.id)).toBe('customer@example.com');
    // A leaked old key no longer works; the new one does.
    expect((await ask(link.id, { email: 'attacker@example.com', editKey: first })).statusCode).toBe(409);
    expect((await ask(link.id, { email: 'me@example.com', editKey: second })).statusCode).toBe(200);
  });

  it('two first addresses at once: one stands, the other is refused', { tags: ['postgres'] }, async () => {
    const link = await openLink();
    const answers = await Promise.all([
      ask(link.id, { email: 'a@example.com' }),
      ask(link.id, { email: 'b@example.com' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect(winner.json().data.editKey).toEqual(expect.any(String));
    expect(await savedEmail(link.id)).toBe(answers[0]!.statusCode === 200 ? 'a@example.com' : 'b@example.com');
  });
});
