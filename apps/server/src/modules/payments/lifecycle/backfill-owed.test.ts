import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@paylink/shared';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/test-database';
import { refunds } from '../../refunds/schema';
import { paymentTransfers, payments } from '../schema';
import { owedRefundsOf } from '../../refunds/owed-refunds-of';
import { registerRefundsReader } from './refunds-reader';
import { owedOf } from './settle-owed';

// The custom migrations that derive what links written before refunds owe, then clear the flag a token nobody
// knows set (issue 29); the database already ran them once (empty).
// These backfills ran before 0019 renamed payment_transfers.slot to block; on today's schema they read the new name.
const migration = (name: string) =>
  readFileSync(new URL(`../../../../drizzle/${name}.sql`, import.meta.url), 'utf8').replace(
    /\b(t|a)\.slot\b/g,
    '$1.block',
  );
const backfill = migration('0012_backfill-owed');
const spamNeverOwed = migration('0014_spam-never-owed');

let database: Database;
beforeAll(async () => {
  registerRefundsReader(owedRefundsOf);
  database = await createTestDatabase();
});
afterAll(() => database.close());

let seq = 0;
type OldTransfer = {
  outcome: 'counted' | 'excess' | 'rejected';
  amount: bigint | null;
  currency?: string | null;
  reason?: 'wrong_token' | 'wrong_recipient';
  slot?: bigint;
  txIndex?: number;
};

/** A link and its transfers as the code before refunds wrote them: amount_owed and amount_refunded at their default 0. */
async function oldLink(
  status: PaymentStatus,
  transfers: OldTransfer[],
  extra: Partial<typeof payments.$inferInsert> = {},
): Promise<string> {
  const id = `pay_backfill_${++seq}`;
  await database.db.insert(payments).values({
    id,
    accountId: null,
    label: `Old ${seq}`,
    amount: 1_000_000n,
    currency: 'USDC',
    network: 'solana',
    recipientAddress: 'merchant',
    reference: `ref_${id}`,
    paymentUrl: `solana:merchant?memo=${id}`,
    checkoutUrl: `/payment/${id}`,
    status,
    failureReason: status === 'FAILED' ? 'underpaid' : null,
    expiresAt: new Date(),
    ...extra,
  });
  for (const [i, t] of transfers.entries()) {
    await database.db.insert(paymentTransfers).values({
      id: `${id}_t${i}`,
      paymentId: id,
      txId: `${id}_sig${i}`,
      outcome: t.outcome,
      reason: t.reason ?? null,
      amount: t.amount,
      currency: t.currency === undefined ? 'USDC' : t.currency,
      payer: 'customer',
      block: t.slot ?? BigInt(100 + i),
      txIndex: t.txIndex ?? null,
    });
  }
  return id;
}

async function row(id: string) {
  const [found] = await database.db.select().from(payments).where(eq(payments.id, id));
  return found!;
}

async function runBackfill() {
  await database.db.execute(sql.raw(backfill));
  await database.db.execute(sql.raw(spamNeverOwed));
}

describe('the owed backfill for links written before refunds', () => {
  it('gives old links what settleOwed derives, and runs again without change', async () => {
    const cases: Record<string, [string, bigint, boolean]> = {};
    const add = async (name: string, owed: bigint, needsRefund: boolean, ...args: Parameters<typeof oldLink>) => {
      cases[name] = [await oldLink(...args), owed, needsRefund];
    };
    await add('overpaid in two transfers', 300_000n, true, 'COMPLETED', [
      { outcome: 'counted', amount: 600_000n },
      { outcome: 'counted', amount: 700_000n },
    ]);
    await add('overpaid in one block, out of listing order', 300_000n, true, 'COMPLETED', [
      { outcome: 'counted', amount: 700_000n, slot: 5n, txIndex: 2 },
      { outcome: 'counted', amount: 600_000n, slot: 5n, txIndex: 1 },
    ]);
    await add('paid twice', 1_000_000n, true, 'COMPLETED', [
      { outcome: 'counted', amount: 1_000_000n },
      { outcome: 'excess', amount: 1_000_000n },
    ]);
    await add('expired with a partial payment', 400_000n, true, 'EXPIRED', [{ outcome: 'counted', amount: 400_000n }]);
    await add('failed underpaid', 300_000n, true, 'FAILED', [{ outcome: 'counted', amount: 300_000n }]);
    await add('still open', 0n, false, 'PENDING', [{ outcome: 'counted', amount: 500_000n }]);
    await add('a known wrong token on an open link', 0n, true, 'PENDING', [
      { outcome: 'rejected', reason: 'wrong_token', amount: 5_000n, currency: 'SOL' },
    ]);
    await add('exact, plus a transfer to someone else', 0n, false, 'COMPLETED', [
      { outcome: 'counted', amount: 1_000_000n },
      { outcome: 'rejected', reason: 'wrong_recipient', amount: 9n },
    ]);
    await add('exact, plus a token nobody knows', 0n, false, 'COMPLETED', [
      { outcome: 'counted', amount: 1_000_000n },
      { outcome: 'rejected', reason: 'wrong_token', amount: 7n, currency: null },
    ]);
    await add(
      'an EVM link paid its unique amount',
      0n,
      false,
      'COMPLETED',
      [{ outcome: 'counted', amount: 1_000_123n }],
      { payAmount: 1_000_123n, network: 'ethereum' },
    );
    await add('an EVM link overpaid', 877n, true, 'COMPLETED', [{ outcome: 'counted', amount: 1_001_000n }], {
      payAmount: 1_000_123n,
      network: 'ethereum',
    });
    await add(
      'a credit purchase the platform could not honour',
      0n,
      true,
      'COMPLETED',
      [{ outcome: 'counted', amount: 1_000_000n }],
      { purpose: 'credit_purchase', needsRefund: true },
    );

    for (const [id] of Object.values(cases)) expect((await row(id)).amountOwed).toBe(0n);
    await runBackfill();
    for (const pass of [1, 2]) {
      for (const [name, [id, owed, needsRefund]] of Object.entries(cases)) {
        const after = await row(id);
        expect({
          pass,
          name,
          owed: after.amountOwed,
          needsRefund: after.needsRefund,
          refunded: after.amountRefunded,
        }).toEqual({ pass, name, owed, needsRefund, refunded: 0n });
        // The same answer as the rule the live code settles with.
        if (after.purpose === 'link')
          expect(await owedOf(database.db, after)).toMatchObject({
            owed: after.amountOwed,
            needsRefund: after.needsRefund,
          });
      }
      await runBackfill();
    }
  });

  it('clears the flag a token nobody knows set on links already settled, and keeps it where money is still owed', async () => {
    const unknown = { outcome: 'rejected' as const, reason: 'wrong_token' as const, amount: 7n, currency: null };
    const refunded = async (id: string, amount: bigint, transferId: string | null) =>
      database.db.insert(refunds).values({
        id: `rfd_${id}_${transferId ?? 'link'}`,
        paymentId: id,
        transferId,
        amount,
        currency: 'USDC',
        network: 'solana',
        fromAddress: 'merchant',
        toAddress: 'customer',
        status: 'COMPLETED',
        paymentUrl: 'solana:customer',
        reference: `ref_${id}_${transferId ?? 'link'}`,
        expiresAt: new Date(),
      });
    const overpaid = [
      { outcome: 'counted' as const, amount: 1_000_000n },
      { outcome: 'excess' as const, amount: 500_000n },
      unknown,
    ];
    const refundedExcess = await oldLink('COMPLETED', overpaid, { needsRefund: true });
    await refunded(refundedExcess, 500_000n, `${refundedExcess}_t1`);
    const refundedAsAWhole = await oldLink('COMPLETED', overpaid, { needsRefund: true });
    await refunded(refundedAsAWhole, 500_000n, null);
    const partlyRefunded = await oldLink('COMPLETED', overpaid, { needsRefund: true });
    await refunded(partlyRefunded, 400_000n, `${partlyRefunded}_t1`);
    const stillOwed = await oldLink('FAILED', [{ outcome: 'counted', amount: 300_000n }, unknown], {
      needsRefund: true,
    });
    await refunded(stillOwed, 300_000n, `${stillOwed}_t1`);

    for (let pass = 0; pass < 2; pass++) {
      await database.db.execute(sql.raw(spamNeverOwed));
      expect((await row(refundedExcess)).needsRefund).toBe(false);
      expect((await row(refundedAsAWhole)).needsRefund).toBe(false);
      expect((await row(partlyRefunded)).needsRefund).toBe(true);
      // A refund of the unknown token's transfer is no refund of the owed one.
      expect((await row(stillOwed)).needsRefund).toBe(true);
    }
    for (const id of [refundedExcess, refundedAsAWhole, partlyRefunded, stillOwed])
      expect(await owedOf(database.db, await row(id))).toMatchObject({ needsRefund: (await row(id)).needsRefund });
  });

  it('leaves links already settled with a completed refund as they are', async () => {
    const id = await oldLink('COMPLETED', [{ outcome: 'counted', amount: 1_500_000n }]);
    await database.db.insert(refunds).values({
      id: 'rfd_backfill',
      paymentId: id,
      transferId: `${id}_t0`,
      amount: 500_000n,
      currency: 'USDC',
      network: 'solana',
      fromAddress: 'merchant',
      toAddress: 'customer',
      status: 'COMPLETED',
      paymentUrl: 'solana:customer',
      reference: 'ref_rfd_backfill',
      expiresAt: new Date(),
    });
    await database.db.update(payments).set({ amountRefunded: 500_000n }).where(eq(payments.id, id));
    await runBackfill();
    expect(await row(id)).toMatchObject({ amountOwed: 0n, amountRefunded: 500_000n, needsRefund: false });
  });
});
