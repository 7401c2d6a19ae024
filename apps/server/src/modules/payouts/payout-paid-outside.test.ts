import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Localnet } from '@paylink/localnet';
import { merchantAccounts } from '../accounts/schema';
import { startChainTestContext } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { payouts } from './schema';
import { watchPayouts } from './watch-payouts';

// A payout paid outside any batch (the merchant's wallet sends the same amount to the same address itself, with no
// reference) is matched by the watcher and turns PAID; one transfer pays one payout, once.
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let connection: Connection;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext({}));
  connection = new Connection(chain.rpcUrl, 'confirmed');
});
afterAll(() => close());

const watch = () =>
  watchPayouts(
    ctx.deps,
    { solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: {}, evmConfig: {} },
    new Date(),
  );
const row = async (id: string) => (await ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe('a payout paid outside its batch', () => {
  it('a plain transfer of the same amount to the same address pays one READY payout, once; another amount none', async () => {
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    const wallet = Keypair.generate();
    await connection.requestAirdrop(wallet.publicKey, 5 * LAMPORTS_PER_SOL);
    const recipient = Keypair.generate().publicKey.toBase58();
    const create = async (amount: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payouts',
        headers: bearer(m.token),
        payload: { name: 'Ada', amount, currency: 'SOL', address: recipient },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.payout.id as string;
    };
    const [first, second, other] = [await create('0.5'), await create('0.5'), await create('0.7')];
    // The local chain lands a transaction as it is sent.
    const send = async (lamports: number) => {
      const tx = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: new PublicKey(recipient), lamports }),
      );
      tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
      tx.feePayer = wallet.publicKey;
      tx.sign(wallet);
      return connection.sendRawTransaction(tx.serialize());
    };
    const signature = await send(0.5 * LAMPORTS_PER_SOL);
    await send(0.6 * LAMPORTS_PER_SOL);

    expect((await watch()).paid).toHaveLength(1);
    const rows = await Promise.all([first, second, other].map(row));
    const paid = rows.filter((r) => r.status === 'PAID');
    expect(paid.map((r) => r.txId)).toEqual([signature]);
    expect(rows.filter((r) => r.status === 'READY')).toHaveLength(2);
    // Watched again: the same transfer never pays the second payout of the same amount.
    expect((await watch()).paid).toEqual([]);
    expect((await row(other)).status).toBe('READY');
  });
});
