// @module-tag smoke
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration';

// 0032_teams on a database holding data in the 0031 schema: every user becomes the owner of an account with their
// id, whose business fields (credits, plan, wallets) move there, and every owned row keeps its value as account_id.
let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  database = await databaseBeforeMigration('0031_subscriptions');
  await database.exec(`
    INSERT INTO users (id, email, password_hash, wallet_address, eth_address, transaction_credits, subscription_tier, subscription_status, review_reason, default_pay_options)
      VALUES ('usr_alice', 'alice.shop@example.com', 'hash', 'SoLAlice111', '0xalice', 42, 'STARTER', 'ACTIVE', 'Partial card refund', '[{"network":"base","currency":"USDC"}]');
    INSERT INTO users (id, email, google_sub, transaction_credits) VALUES ('usr_bob', 'bob@example.com', 'g-bob', 5);
    INSERT INTO payments (id, user_id, label, amount, currency, network, recipient_address, reference, payment_url, checkout_url, expires_at)
      VALUES ('pay_a', 'usr_alice', 'Tea', 1000, 'SOL', 'solana', 'SoLAlice111', 'ref_a', 'solana:x', '/payment/pay_a', now());
    INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference_id) VALUES ('usr_alice', 42, 42, 'purchase', 'p1');
    INSERT INTO api_keys (id, user_id, key_hash, masked) VALUES ('key_a', 'usr_alice', 'h', 'pl_live_abcd…wxyz');
    INSERT INTO claimed_addresses (address, user_id) VALUES ('SoLAlice111', 'usr_alice');
    INSERT INTO webhook_endpoints (user_id, url, secret) VALUES ('usr_bob', 'https://bob.example/hook', 'whsec_x');
    INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ('sess_a', 'usr_alice', now() + interval '1 day');
    INSERT INTO payment_settings (user_id, complete_at) VALUES ('usr_alice', 'finality');
    INSERT INTO recurring_plans (id, user_id, name, amount, currency, pay_currency, network, interval, interval_count, grace_days, renewal_notice_days)
      VALUES ('spl_a', 'usr_alice', 'Pro', 500, 'USDC', 'USDC', 'solana', 'month', 1, 3, 3);
    INSERT INTO subscriptions (id, user_id, plan_id, email, portal_token_hash) VALUES ('sub_a', 'usr_alice', 'spl_a', 'buyer@example.com', 'h1');
  `);
  await database.migrateRest();
});
afterAll(() => database.close());

it('gives every user an account of their own with their id, name and business fields, and makes them its owner', async () => {
  const accounts = await database.query<Record<string, unknown>>(
    'SELECT id, name, wallet_address, eth_address, transaction_credits, subscription_tier, subscription_status, review_reason, default_pay_options FROM merchant_accounts ORDER BY id',
  );
  expect(accounts).toEqual([
    {
      id: 'usr_alice',
      name: 'alice.shop',
      wallet_address: 'SoLAlice111',
      eth_address: '0xalice',
      transaction_credits: 42,
      subscription_tier: 'STARTER',
      subscription_status: 'ACTIVE',
      review_reason: 'Partial card refund',
      default_pay_options: [{ network: 'base', currency: 'USDC' }],
    },
    {
      id: 'usr_bob',
      name: 'bob',
      wallet_address: null,
      eth_address: null,
      transaction_credits: 5,
      subscription_tier: null,
      subscription_status: null,
      review_reason: null,
      default_pay_options: null,
    },
  ]);
  expect(await database.query('SELECT account_id, user_id, role FROM account_memberships ORDER BY account_id')).toEqual(
    [
      { account_id: 'usr_alice', user_id: 'usr_alice', role: 'owner' },
      { account_id: 'usr_bob', user_id: 'usr_bob', role: 'owner' },
    ],
  );
  const userColumns = await database.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_name = 'users'",
  );
  expect(userColumns.map((c) => c.column_name)).not.toContain('transaction_credits');
  expect(userColumns.map((c) => c.column_name)).not.toContain('wallet_address');
});

it('keeps every owned row with its owner as account_id, the sessions, and the key (made by the owner, role owner)', async () => {
  expect(await database.query('SELECT id, account_id FROM payments')).toEqual([
    { id: 'pay_a', account_id: 'usr_alice' },
  ]);
  expect(await database.query('SELECT account_id, delta FROM credit_ledger')).toEqual([
    { account_id: 'usr_alice', delta: 42 },
  ]);
  expect(await database.query('SELECT account_id, role, created_by_user_id FROM api_keys')).toEqual([
    { account_id: 'usr_alice', role: 'owner', created_by_user_id: null },
  ]);
  expect(await database.query('SELECT address, account_id FROM claimed_addresses')).toEqual([
    { address: 'SoLAlice111', account_id: 'usr_alice' },
  ]);
  expect(await database.query('SELECT account_id FROM webhook_endpoints')).toEqual([{ account_id: 'usr_bob' }]);
  expect(await database.query('SELECT user_id, active_account_id FROM sessions')).toEqual([
    { user_id: 'usr_alice', active_account_id: null },
  ]);
  expect(await database.query('SELECT account_id, complete_at FROM payment_settings')).toEqual([
    { account_id: 'usr_alice', complete_at: 'finality' },
  ]);
  expect(await database.query('SELECT id, account_id FROM recurring_plans')).toEqual([
    { id: 'spl_a', account_id: 'usr_alice' },
  ]);
  expect(await database.query('SELECT id, account_id FROM subscriptions')).toEqual([
    { id: 'sub_a', account_id: 'usr_alice' },
  ]);
});

it('points owned rows at the account: deleting it takes its owned rows, and a second owner is refused', async () => {
  await expect(
    database.exec(
      "INSERT INTO account_memberships (account_id, user_id, role) VALUES ('usr_alice', 'usr_bob', 'owner')",
    ),
  ).rejects.toThrow(/account_memberships_one_owner_uq/);
  await database.exec(
    "INSERT INTO account_memberships (account_id, user_id, role) VALUES ('usr_alice', 'usr_bob', 'viewer')",
  );
  await database.exec("DELETE FROM merchant_accounts WHERE id = 'usr_alice'");
  expect(await database.query("SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = 'usr_alice'")).toEqual([
    { n: 0 },
  ]);
  expect(await database.query("SELECT account_id FROM payments WHERE id = 'pay_a'")).toEqual([{ account_id: null }]);
  expect(
    await database.query("SELECT count(*)::int AS n FROM account_memberships WHERE account_id = 'usr_alice'"),
  ).toEqual([{ n: 0 }]);
  expect(await database.query("SELECT count(*)::int AS n FROM subscriptions WHERE account_id = 'usr_alice'")).toEqual([
    { n: 0 },
  ]);
  expect(await database.query('SELECT count(*)::int AS n FROM payment_settings')).toEqual([{ n: 0 }]);
});
