import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration';

// 0049_webhook-endpoints on a database with the single endpoint per merchant: it becomes the merchant's primary
// endpoint, with its URL, secret and pause state, and its deliveries are that endpoint's.
let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  database = await databaseBeforeMigration('0048_refund-reference-nullable');
  await database.exec(`
    INSERT INTO users (id, email, password_hash) VALUES ('usr_alice', 'alice@example.com', 'hash');
    INSERT INTO merchant_accounts (id, name) VALUES ('act_alice', 'Alice');
    INSERT INTO payments (id, account_id, label, amount, currency, network, recipient_address, reference, payment_url, checkout_url, expires_at)
      VALUES ('pay_a', 'act_alice', 'Tea', 1000, 'SOL', 'solana', 'SoLAlice111', 'ref_a', 'solana:x', '/payment/pay_a', now());
    INSERT INTO payment_events (id, payment_id, account_id, type, data) VALUES ('evt_a', 'pay_a', 'act_alice', 'payment.created', '{}');
    INSERT INTO webhook_endpoints (account_id, url, secret, paused_at, paused_reason) VALUES ('act_alice', 'https://alice.example/hook', 'whsec_kept', now(), 'failing');
    INSERT INTO webhook_deliveries (id, event_id, event_type, event_created_at, account_id, payment_id, url, body, status)
      VALUES ('whd_a', 'evt_a', 'payment.created', now(), 'act_alice', 'pay_a', 'https://alice.example/hook', '{}', 'pending');
  `);
  await database.migrateRest();
});
afterAll(() => database.close());

it('keeps the single endpoint as the primary one, with its URL, secret and pause state, receiving every event', async () => {
  const rows = await database.query<Record<string, unknown>>(
    'SELECT id, account_id, is_primary, url, secret, paused_reason, events FROM webhook_endpoints',
  );
  expect(rows).toEqual([
    {
      id: expect.stringMatching(/^whe_[0-9a-f]{32}$/),
      account_id: 'act_alice',
      is_primary: true,
      url: 'https://alice.example/hook',
      secret: 'whsec_kept',
      paused_reason: 'failing',
      events: null,
    },
  ]);
});

it('gives the existing deliveries to that endpoint, and refuses a second primary endpoint for one merchant', async () => {
  const [endpoint] = await database.query<{ id: string }>('SELECT id FROM webhook_endpoints');
  expect(await database.query('SELECT id, endpoint_id FROM webhook_deliveries')).toEqual([
    { id: 'whd_a', endpoint_id: endpoint!.id },
  ]);
  await expect(
    database.exec(
      "INSERT INTO webhook_endpoints (id, account_id, is_primary, secret) VALUES ('whe_2', 'act_alice', true, 's')",
    ),
  ).rejects.toThrow(/webhook_endpoints_primary_uq/);
  await database.exec("INSERT INTO webhook_endpoints (id, account_id, secret) VALUES ('whe_3', 'act_alice', 's')");
});
