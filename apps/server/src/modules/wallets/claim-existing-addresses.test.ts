import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { users } from '../accounts/schema';
import { appSecrets } from '../app-secrets/schema';
import { payments } from '../payments/schema';
import { claimedAddresses } from './schema';

// The custom migration that claims the addresses in use before claims existed; the database already ran it once (empty).
const claimExisting = readFileSync(new URL('../../../drizzle/0016_claim-existing-addresses.sql', import.meta.url), 'utf8');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
async function account(id: string, fields: { walletAddress?: string; ethAddress?: string; updatedAt: Date }) {
  await database.db.insert(users).values({ id, email: `${id}@example.com`, createdAt: at(0), ...fields });
}
let seq = 0;
async function link(userId: string, recipientAddress: string, createdAt: Date, purpose: 'link' | 'credit_purchase' = 'link') {
  const id = `pay_claim_${++seq}`;
  await database.db.insert(payments).values({
    id,
    userId,
    label: 'Old',
    amount: 1n,
    currency: 'SOL',
    network: recipientAddress.startsWith('0x') ? 'ethereum' : 'solana',
    recipientAddress,
    reference: `ref_${id}`,
    paymentUrl: '',
    checkoutUrl: `/payment/${id}`,
    purpose,
    expiresAt: createdAt,
    createdAt,
  });
}

it('claims each address in use for the account with the earliest evidence, EVM in lower case, never the treasury', async () => {
  // A saved address, later linked by a squatter: the owner's earliest link (minute 5) beats the squatter's (10).
  await account('usr_owner', { walletAddress: 'SolOwner1111', ethAddress: '0xAbCdEf0000000000000000000000000000000001', updatedAt: at(20) });
  await link('usr_owner', 'SolOwner1111', at(5));
  await account('usr_squatter', { updatedAt: at(1) });
  await link('usr_squatter', 'SolOwner1111', at(10));
  // Saved by one account (updated at minute 20), linked by another earlier (minute 3, checksummed): the link wins.
  await link('usr_squatter', '0xABCDEF0000000000000000000000000000000001', at(3));
  // Saved only, never linked; a credit purchase to the treasury claims nothing, nor does the treasury saved by a merchant.
  await account('usr_saver', { walletAddress: 'SolSaver2222', updatedAt: at(7) });
  await database.db.insert(appSecrets).values({ name: 'platform_solana_wallet', value: 'SolTreasury33' });
  await account('usr_buyer', { walletAddress: 'SolTreasury33', updatedAt: at(2) });
  await link('usr_buyer', 'SolTreasury33', at(4), 'credit_purchase');

  await database.db.execute(sql.raw(claimExisting));
  await database.db.execute(sql.raw(claimExisting));
  const claims = await database.db.select({ address: claimedAddresses.address, userId: claimedAddresses.userId }).from(claimedAddresses);
  expect(new Map(claims.map((c) => [c.address, c.userId]))).toEqual(
    new Map([
      ['SolOwner1111', 'usr_owner'],
      ['0xabcdef0000000000000000000000000000000001', 'usr_squatter'],
      ['SolSaver2222', 'usr_saver'],
    ]),
  );
});
