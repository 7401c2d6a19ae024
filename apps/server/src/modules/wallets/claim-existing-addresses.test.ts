import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration';

// The custom migration that claims the addresses in use before claims existed, run on the last schema before teams
// (0030 moved wallets to merchant accounts; the database already ran it once, empty).
const claimExisting = readFileSync(
  new URL('../../../drizzle/0016_claim-existing-addresses.sql', import.meta.url),
  'utf8',
);

let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  database = await databaseBeforeMigration('0029_finality');
});
afterAll(() => database.close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
async function account(id: string, fields: { walletAddress?: string; ethAddress?: string; updatedAt: string }) {
  await database.query(
    'INSERT INTO users (id, email, created_at, wallet_address, eth_address, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, `${id}@example.com`, at(0), fields.walletAddress ?? null, fields.ethAddress ?? null, fields.updatedAt],
  );
}
let seq = 0;
async function link(
  userId: string,
  recipientAddress: string,
  createdAt: string,
  purpose: 'link' | 'credit_purchase' = 'link',
) {
  const id = `pay_claim_${++seq}`;
  await database.query(
    `INSERT INTO payments (id, user_id, label, amount, currency, network, recipient_address, reference, payment_url, checkout_url, purpose, expires_at, created_at)
     VALUES ($1, $2, 'Old', 1, 'SOL', $3, $4, $5, '', '/payment/' || $1, $6, $7, $7)`,
    [
      id,
      userId,
      recipientAddress.startsWith('0x') ? 'ethereum' : 'solana',
      recipientAddress,
      `ref_${id}`,
      purpose,
      createdAt,
    ],
  );
}

it('claims each address in use for the account with the earliest evidence, EVM in lower case, never the treasury', async () => {
  // A saved address, later linked by a squatter: the owner's earliest link (minute 5) beats the squatter's (10).
  await account('usr_owner', {
    walletAddress: 'SolOwner1111',
    ethAddress: '0xAbCdEf0000000000000000000000000000000001',
    updatedAt: at(20),
  });
  await link('usr_owner', 'SolOwner1111', at(5));
  await account('usr_squatter', { updatedAt: at(1) });
  await link('usr_squatter', 'SolOwner1111', at(10));
  // Saved by one account (updated at minute 20), linked by another earlier (minute 3, checksummed): the link wins.
  await link('usr_squatter', '0xABCDEF0000000000000000000000000000000001', at(3));
  // Saved only, never linked; a credit purchase to the treasury claims nothing, nor does the treasury saved by a merchant.
  await account('usr_saver', { walletAddress: 'SolSaver2222', updatedAt: at(7) });
  await database.query("INSERT INTO app_secrets (name, value) VALUES ('platform_solana_wallet', 'SolTreasury33')");
  await account('usr_buyer', { walletAddress: 'SolTreasury33', updatedAt: at(2) });
  await link('usr_buyer', 'SolTreasury33', at(4), 'credit_purchase');

  await database.exec(claimExisting);
  await database.exec(claimExisting);
  const claims = await database.query<{ address: string; user_id: string }>(
    'SELECT address, user_id FROM claimed_addresses',
  );
  expect(new Map(claims.map((c) => [c.address, c.user_id]))).toEqual(
    new Map([
      ['SolOwner1111', 'usr_owner'],
      ['0xabcdef0000000000000000000000000000000001', 'usr_squatter'],
      ['SolSaver2222', 'usr_saver'],
    ]),
  );
});
