import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base64 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinTestWallet, broadcast, REGTEST_NETWORK } from '@paylink/bitcoin-localnet';
import { bitcoinMerchant, startBitcoinTestContext } from '../../test/bitcoin-chain';
import { bearer } from '../../test/test-app';
import { payouts } from './schema';
import { watchPayouts } from './watch-payouts';

// Issue 52: a Bitcoin batch is one PSBT with every output; @scure/btc-signer stands in for the merchant's wallet
// (Sparrow, Electrum): it adds its own coins and change, signs and broadcasts. Each payout turns PAID per output.
let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
beforeAll(async () => {
  env = await startBitcoinTestContext();
});
afterAll(() => env.close());

const watch = () =>
  watchPayouts(
    env.ctx.deps,
    {
      solanaRpc: env.ctx.deps.solanaRpc,
      commitment: 'confirmed',
      evm: {},
      evmConfig: {},
      bitcoin: env.ctx.deps.bitcoin,
    },
    new Date(),
  );

describe('a Bitcoin payout batch', () => {
  it('one PSBT with three outputs; the wallet funds, signs and broadcasts it; each payout PAID once confirmed', async () => {
    const shop = await bitcoinMerchant(env.ctx, { btcAddress: bitcoinTestWallet(env.chain.esploraUrl).address });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      env.ctx.app.inject({
        method,
        url: `/api/payouts${url}`,
        headers: bearer(shop.token),
        ...(payload ? { payload } : {}),
      });
    const recipients = [1, 2, 3].map(() => bitcoinTestWallet(env.chain.esploraUrl).address);
    const ids: string[] = [];
    for (const [i, address] of recipients.entries()) {
      const res = await call('POST', '', { name: `R${i}`, amount: `0.000${i + 1}`, currency: 'BTC', address });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.payout.id);
    }
    const created = await call('POST', '/batches', { network: 'bitcoin', payoutIds: ids });
    expect(created.statusCode, created.body).toBe(201);
    const { signing } = created.json().data.batch;
    expect(signing.kind).toBe('psbt');

    // The merchant's wallet: its own coin as the input, change back to itself, signed and broadcast.
    const merchant = bitcoinTestWallet(env.chain.esploraUrl);
    await merchant.fund(1_000_000n);
    await env.chain.mine(1);
    const utxos = (await (await fetch(`${env.chain.esploraUrl}/address/${merchant.address}/utxo`)).json()) as {
      txid: string;
      vout: number;
      value: number;
    }[];
    const psbt = Transaction.fromPSBT(base64.decode(signing.psbt));
    expect(psbt.outputsLength).toBe(3);
    expect(psbt.inputsLength).toBe(0);
    const own = p2wpkh(secp256k1.getPublicKey(merchant.privateKey, true), REGTEST_NETWORK);
    for (const u of utxos)
      psbt.addInput({ txid: u.txid, index: u.vout, witnessUtxo: { script: own.script, amount: BigInt(u.value) } });
    const total = utxos.reduce((s, u) => s + BigInt(u.value), 0n);
    psbt.addOutput({ script: own.script, amount: total - 60_000n - 2_000n });
    psbt.sign(merchant.privateKey);
    psbt.finalize();
    await broadcast(env.chain.esploraUrl, psbt.hex);

    expect((await watch()).paid).toEqual([]);
    await env.chain.mine(6);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    const rows = await Promise.all(
      ids.map(async (id) => (await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!),
    );
    expect(rows.map((r) => [r.status, r.txId])).toEqual(ids.map(() => ['PAID', psbt.id]));
    expect((await call('GET', `/batches/${created.json().data.batch.id}`)).json().data.batch).toMatchObject({
      remaining: 0,
      signing: null,
    });
  });
});
