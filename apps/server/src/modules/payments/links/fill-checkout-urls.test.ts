import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/test-database';
import { fillCheckoutUrls } from './fill-checkout-urls';
import { payments } from '../schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const link = (id: string, checkoutUrl: string) =>
  database.db.insert(payments).values({
    id,
    label: 'Old',
    amount: 1n,
    currency: 'SOL',
    network: 'solana',
    recipientAddress: 'merchant',
    reference: `ref_${id}`,
    paymentUrl: '',
    checkoutUrl,
    expiresAt: new Date(),
  });
const urlOf = async (id: string) =>
  (await database.db.select({ url: payments.checkoutUrl }).from(payments).where(eq(payments.id, id)))[0]!.url;

it('puts the app URL in front of the paths the migration gave older links, once, and leaves newer links alone', async () => {
  // What migration 0023 wrote for a link that existed before it, next to a link made since.
  await link('pay_old', '/payment/pay_old');
  await link('pay_new', 'https://pay.example/payment/pay_new');
  expect(await fillCheckoutUrls(database.db, 'https://pay.example')).toBe(1);
  expect(await urlOf('pay_old')).toBe('https://pay.example/payment/pay_old');
  expect(await urlOf('pay_new')).toBe('https://pay.example/payment/pay_new');
  expect(await fillCheckoutUrls(database.db, 'https://pay.example')).toBe(0);
});
