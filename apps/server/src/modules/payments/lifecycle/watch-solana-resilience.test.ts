import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestMint, LOCAL_USDC_MINT, payTransferRequest, sendTestTransfer } from '@paylink/localnet';
import { bearer } from '../../../test/test-app';
import { countQuarantined } from '../../chains/solana/solana-backlog';
import { useSolanaWatch } from '../../../test/solana-watch';
import { watchTick } from '../../../test/local-chain';

/** The Solana watcher on a real local chain: nothing a stranger puts on chain stops it. */
const w = useSolanaWatch();
const { randomAddress, tick, newLink, row, transfers } = w;

describe('nothing on chain stops the watcher', () => {
  it('records a 2^63-unit transfer of a home-made 0-decimal token, and other merchants still complete, tick after tick', async () => {
    const target = await newLink({ amount: '0.2' });
    const other = await newLink({ amount: '0.21' });
    // Anyone can read the reference from the QR, mint a token of their own and move it between their own accounts.
    const junk = await createTestMint({ rpcUrl: w.chain.rpcUrl, decimals: 0 });
    const attack = await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: randomAddress(),
      amount: 2n ** 63n,
      token: { mint: junk, decimals: 0 },
      references: [target.reference!],
    });
    expect(attack.err).toBeNull();
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: other.paymentUrl });

    const report = await tick();
    expect(report.quarantined).toEqual([]);
    expect((await row(other.id)).status).toBe('COMPLETED');
    expect(await transfers(target.id)).toMatchObject([
      { outcome: 'rejected', reason: 'wrong_token', amount: 2n ** 63n, asset: junk },
    ]);
    expect((await row(target.id)).status).toBe('PENDING');

    // The next merchant's payment completes on the next tick, and again on a watcher started afresh over the same database.
    for (const label of ['next tick', 'after a restart']) {
      const next = await newLink({ amount: '0.22', label });
      await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: next.paymentUrl });
      await watchTick(w.ctx);
      expect((await row(next.id)).status, label).toBe('COMPLETED');
    }

    // The merchant's transfers list shows the full amount as a decimal string.
    const detail = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${target.id}`,
      headers: bearer(target.merchantToken),
    });
    expect(detail.body).toContain('9223372036854775808');
  });

  it('quarantines a transaction whose recording throws: kept with its error, counted in health, retried with backoff, blocking no one', async () => {
    const stuck = await newLink({ amount: '0.23' });
    const fine = await newLink({ amount: '0.24' });
    // A real database error on this link's transfers only (a trigger), standing in for any bug a transaction could hit.
    await w.ctx.deps.db.execute(
      sql.raw(`create or replace function refuse_transfer() returns trigger language plpgsql as $$ begin
        if new.payment_id = '${stuck.id}' then raise exception 'refused by test trigger'; end if; return new; end $$`),
    );
    await w.ctx.deps.db.execute(
      sql.raw(
        'create trigger refuse_transfer before insert on payment_transfers for each row execute function refuse_transfer()',
      ),
    );
    try {
      await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: stuck.paymentUrl });
      await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: fine.paymentUrl });
      const report = await tick();
      expect(report.quarantined).toHaveLength(1);
      expect(report.quarantined[0]!.error).toContain('refused by test trigger');
      expect((await row(fine.id)).status).toBe('COMPLETED');
      expect((await row(stuck.id)).status).toBe('PENDING');
      expect(await countQuarantined(w.ctx.deps.db)).toBe(1);
      const health = await w.ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ watcher: { quarantined: 1 } });

      // Not retried before its backoff.
      expect((await tick()).quarantined).toEqual([]);
      expect((await row(stuck.id)).status).toBe('PENDING');
    } finally {
      await w.ctx.deps.db.execute(sql.raw('drop trigger refuse_transfer on payment_transfers'));
      await w.ctx.deps.db.execute(sql.raw('drop function refuse_transfer()'));
    }
    await tick({ now: () => new Date(Date.now() + 60_000) });
    expect((await row(stuck.id)).status).toBe('COMPLETED');
    expect(await countQuarantined(w.ctx.deps.db)).toBe(0);
  });
});

describe('USDC mint config', () => {
  it('uses the local chain USDC mint, the real mainnet address', () => {
    expect(LOCAL_USDC_MINT).toBe(w.ctx.deps.config.usdcMint);
  });
});
