import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base64 } from '@scure/base';
import { Address, OutScript, p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinTestWallet, broadcast, REGTEST_NETWORK } from '@paylink/bitcoin-localnet';
import { bitcoinMerchant, startBitcoinTestContext, bitcoinClients } from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';
import { payouts } from '../../payouts/schema';
import { watchPayouts } from '../../payouts/watch-payouts';

// Issue 52: a Bitcoin batch is one PSBT with every output; @scure/btc-signer stands in for the merchant's wallet
// (Sparrow, Electrum): it adds its own coins and change, signs and broadcasts. Each payout turns PAID per output.
let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
beforeAll(async () => {
  env = await startBitcoinTestContext();
});
afterAll(() => env.close());

const watch = () => watchPayouts(env.ctx.deps, bitcoinClients(env.ctx), new Date());

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

/** A shop with `amounts` BTC payouts in one batch, and a funded wallet that signs the batch's PSBT as Sparrow would. */
async function batchOf(amounts: string[]) {
  const shop = await bitcoinMerchant(env.ctx, { btcAddress: bitcoinTestWallet(env.chain.esploraUrl).address });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = shop.token) =>
    env.ctx.app.inject({ method, url: `/api/payouts${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ids: string[] = [];
  for (const amount of amounts) {
    const address = bitcoinTestWallet(env.chain.esploraUrl).address;
    ids.push((await call('POST', '', { name: 'R', amount, currency: 'BTC', address })).json().data.payout.id);
  }
  const created = (await call('POST', '/batches', { network: 'bitcoin', payoutIds: ids })).json().data.batch;
  const wallet = bitcoinTestWallet(env.chain.esploraUrl);
  await wallet.fund(1_000_000n);
  await env.chain.mine(1);
  const utxos = (await (await fetch(`${env.chain.esploraUrl}/address/${wallet.address}/utxo`)).json()) as {
    txid: string;
    vout: number;
    value: number;
  }[];
  const own = p2wpkh(secp256k1.getPublicKey(wallet.privateKey, true), REGTEST_NETWORK);
  /** The batch's PSBT with the wallet's coins and change, `edit`ed first (an attacker's outputs), signed. */
  const sign = (edit: (psbt: Transaction) => void = () => undefined, sequence?: number) => {
    const psbt = Transaction.fromPSBT(base64.decode(created.signing.psbt));
    edit(psbt);
    for (const u of utxos)
      psbt.addInput({
        txid: u.txid,
        index: u.vout,
        witnessUtxo: { script: own.script, amount: BigInt(u.value) },
        ...(sequence === undefined ? {} : { sequence }),
      });
    const total = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n);
    psbt.addOutput({ script: own.script, amount: total - 200_000n });
    psbt.sign(wallet.privateKey);
    return psbt;
  };
  return { shop, call, ids, batchId: created.id as string, sign, wallet };
}

describe('a Bitcoin batch pasted back', () => {
  it('the signed PSBT pasted back is broadcast; each payout PAID once confirmed', async () => {
    const { call, ids, batchId, sign } = await batchOf(['0.0001', '0.0002']);
    const psbt = sign();
    const pasted = await call('POST', `/batches/${batchId}/broadcast`, { transaction: base64.encode(psbt.toPSBT()) });
    expect(pasted.statusCode, pasted.body).toBe(200);
    psbt.finalize();
    expect(pasted.json().data.txId).toBe(psbt.id);
    await env.chain.mine(6);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
  });

  it('as the attacker: a transaction paying someone else, an unsigned PSBT, another merchant’s batch are refused', async () => {
    const { call, ids, batchId, sign } = await batchOf(['0.0003']);
    const thief = bitcoinTestWallet(env.chain.esploraUrl).address;
    // The recipient's output replaced by the thief's, same amount: nothing is broadcast.
    const redirected = sign((psbt) => {
      const out = psbt.getOutput(0);
      psbt.updateOutput(0, { script: OutScript.encode(Address(REGTEST_NETWORK).decode(thief)), amount: out.amount });
    });
    redirected.finalize();
    const refused = await call('POST', `/batches/${batchId}/broadcast`, { transaction: redirected.hex });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(refused.json().error).toContain('does not pay the batch');
    const unsigned = Transaction.fromPSBT(
      base64.decode((await call('GET', `/batches/${batchId}`)).json().data.batch.signing.psbt),
    );
    const notSigned = await call('POST', `/batches/${batchId}/broadcast`, {
      transaction: base64.encode(unsigned.toPSBT()),
    });
    expect(notSigned.statusCode).toBe(400);
    const other = await bitcoinMerchant(env.ctx, { btcAddress: bitcoinTestWallet(env.chain.esploraUrl).address });
    const signed = sign();
    signed.finalize();
    const foreign = await call('POST', `/batches/${batchId}/broadcast`, { transaction: signed.hex }, other.token);
    expect(foreign.statusCode).toBe(404);
    await env.chain.mine(6);
    expect((await watch()).paid).not.toContain(ids[0]);
  });

  it('a pasted-back transaction replaced by one that does not pay fails its payouts; a later transfer that pays still makes them PAID', async () => {
    const { call, ids, batchId, sign, wallet } = await batchOf(['0.0001']);
    const psbt = sign(undefined, 0xfffffffd);
    psbt.finalize();
    const pasted = await call('POST', `/batches/${batchId}/broadcast`, { transaction: psbt.hex });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const row = async () => (await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, ids[0]!)))[0]!;
    // Unconfirmed and unreplaced: nothing to say yet.
    expect((await watch()).failedOnChain).toEqual([]);

    // The merchant's wallet spends the same coins again (RBF) to itself: the batch's transaction will never confirm.
    const replacement = await wallet.pay(wallet.address, 100_000n, { replaceTxid: psbt.id });
    await env.chain.mine(6);
    expect((await watch()).failedOnChain).toEqual(ids);
    expect(await row()).toMatchObject({ status: 'FAILED', txId: null });
    expect(replacement).not.toBe(psbt.id);

    await wallet.pay((await row()).address!, 10_000n);
    await env.chain.mine(6);
    expect((await watch()).paid).toEqual(ids);
    expect((await row()).status).toBe('PAID');
  });
});
