import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinTestWallet } from './bitcoin-test-wallet.ts';
import { startBitcoinLocalnet, type BitcoinLocalnet } from './start-bitcoin-localnet.ts';

let chain: BitcoinLocalnet;
const get = async (path: string) => fetch(`${chain.esploraUrl}${path}`);
const getJson = async <T = Record<string, unknown>>(path: string) => (await (await get(path)).json()) as T;
const getText = async (path: string) => (await get(path)).text();
const post = async (path: string, body: unknown) =>
  fetch(`${chain.esploraUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  chain = await startBitcoinLocalnet({ port: 0 });
});
afterAll(async () => {
  await chain.close();
});

describe('the local regtest chain', () => {
  it('starts with mature coins and answers the tip', async () => {
    expect(chain.esploraUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(await getText('/blocks/tip/height'))).toBeGreaterThanOrEqual(100);
    const hash = await getText('/blocks/tip/hash');
    expect(await getText(`/block-height/${await getText('/blocks/tip/height')}`)).toBe(hash);
  });

  it('funds an address from the faucet, unconfirmed until a block, then lists the confirmed UTXO', async () => {
    const wallet = bitcoinTestWallet(chain.esploraUrl);
    const response = await post('/regtest/faucet', { address: wallet.address, amount: '0.5' });
    expect(response.status).toBe(200);
    const { txid } = (await response.json()) as { txid: string };
    expect(await getJson(`/tx/${txid}/status`)).toEqual({ confirmed: false });
    expect(await getJson('/mempool/txids')).toContain(txid);

    const mined = (await (await post('/regtest/mine', { blocks: 1 })).json()) as { height: number; hash: string };
    expect(await getJson(`/tx/${txid}/status`)).toEqual({
      confirmed: true,
      block_height: mined.height,
      block_hash: mined.hash,
      block_time: expect.any(Number),
    });
    const utxos = await getJson<unknown[]>(`/address/${wallet.address}/utxo`);
    expect(utxos).toEqual([
      {
        txid,
        vout: 0,
        value: 50_000_000,
        status: { confirmed: true, block_height: mined.height, block_hash: mined.hash, block_time: expect.any(Number) },
      },
    ]);
    expect(await getJson(`/address/${wallet.address}`)).toEqual({
      address: wallet.address,
      chain_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 50_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
    });
  });

  it('shows a wallet payment in the payee history, unconfirmed and then confirmed', async () => {
    const payer = bitcoinTestWallet(chain.esploraUrl);
    const payee = bitcoinTestWallet(chain.esploraUrl);
    await payer.fund(1_000_000n);
    await chain.mine(1);
    const { txid, sats } = await payer.payBip21(`bitcoin:${payee.address}?amount=0.00012345&label=Order%201`);
    expect(sats).toBe(12_345n);

    const pending = await getJson<{ txid: string; status: unknown }[]>(`/address/${payee.address}/txs`);
    expect(pending.map((tx) => [tx.txid, tx.status])).toEqual([[txid, { confirmed: false }]]);
    const tip = await chain.mine(1);
    const confirmed = await getJson<{ txid: string; status: { block_hash: string } }[]>(
      `/address/${payee.address}/txs`,
    );
    expect(confirmed.map((tx) => [tx.txid, tx.status.block_hash])).toEqual([[txid, tip.hash]]);
    expect(await payee.balance()).toBe(12_345n);
    expect(await getJson(`/address/${payee.address}/txs/chain/${txid}`)).toEqual([]);
  });

  it('pages an address history: 25 confirmed at a time after the last txid seen, the mempool first', async () => {
    const { address } = bitcoinTestWallet(chain.esploraUrl);
    const confirmed: string[] = [];
    for (let n = 0; n < 30; n++) confirmed.push(await chain.faucet(address, 10_000n + BigInt(n)));
    await chain.mine(1);
    const pending = await chain.faucet(address, 5_000n);
    const newestFirst = confirmed.slice().reverse();

    const page = await getJson<{ txid: string }[]>(`/address/${address}/txs`);
    expect(page.map((tx) => tx.txid)).toEqual([pending, ...newestFirst.slice(0, 25)]);
    const next = await getJson<{ txid: string }[]>(`/address/${address}/txs/chain/${newestFirst[24]}`);
    expect(next.map((tx) => tx.txid)).toEqual(newestFirst.slice(25));
    expect((await getJson<unknown[]>(`/address/${address}/txs/mempool`)).length).toBe(1);
    expect(await getJson(`/address/${address}`)).toMatchObject({
      chain_stats: { funded_txo_count: 30, tx_count: 30 },
      mempool_stats: { funded_txo_count: 1, funded_txo_sum: 5_000, tx_count: 1 },
    });
  });

  it("answers /tx/:txid in Esplora's format, field by field", async () => {
    const payer = bitcoinTestWallet(chain.esploraUrl);
    const payee = bitcoinTestWallet(chain.esploraUrl);
    const fundingTxid = await payer.fund(200_000n);
    const txid = await payer.pay(payee.address, 50_000n, { feeRate: 3 });
    const hex = await getText(`/tx/${txid}/hex`);
    const tx = await getJson<
      Record<string, unknown> & { vin: Record<string, unknown>[]; vout: Record<string, unknown>[] }
    >(`/tx/${txid}`);
    expect(Object.keys(tx)).toEqual(['txid', 'version', 'locktime', 'vin', 'vout', 'size', 'weight', 'fee', 'status']);
    expect(tx.txid).toBe(txid);
    expect(tx.version).toBe(2);
    expect(tx.locktime).toBe(0);
    expect(tx.size).toBe(hex.length / 2);
    expect(tx.status).toEqual({ confirmed: false });
    const vsize = Math.ceil((tx.weight as number) / 4);
    expect(tx.fee).toBeGreaterThanOrEqual(3 * vsize);
    expect(tx.vin).toEqual([
      {
        txid: fundingTxid,
        vout: 0,
        prevout: {
          scriptpubkey: expect.stringMatching(/^0014[0-9a-f]{40}$/),
          scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/),
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: payer.address,
          value: 200_000,
        },
        scriptsig: '',
        scriptsig_asm: '',
        witness: [expect.stringMatching(/^30[0-9a-f]+01$/), expect.stringMatching(/^0[23][0-9a-f]{64}$/)],
        is_coinbase: false,
        sequence: 0xfffffffd,
      },
    ]);
    expect(tx.vout).toEqual([
      {
        scriptpubkey: expect.any(String),
        scriptpubkey_asm: expect.any(String),
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: payee.address,
        value: 50_000,
      },
      {
        scriptpubkey: expect.any(String),
        scriptpubkey_asm: expect.any(String),
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: payer.address,
        value: 200_000 - 50_000 - (tx.fee as number),
      },
    ]);
    expect(await getJson(`/tx/${fundingTxid}/outspends`)).toEqual([
      { spent: true, txid, vin: 0, status: { confirmed: false } },
      expect.objectContaining({ spent: false }),
    ]);
  });

  it("answers blocks in Esplora's format", async () => {
    const tip = await chain.mine(1);
    const block = await getJson(`/block/${tip.hash}`);
    expect(block).toEqual({
      id: tip.hash,
      height: tip.height,
      version: expect.any(Number),
      timestamp: expect.any(Number),
      tx_count: expect.any(Number),
      size: expect.any(Number),
      weight: expect.any(Number),
      merkle_root: expect.stringMatching(/^[0-9a-f]{64}$/),
      previousblockhash: await getText(`/block-height/${tip.height - 1}`),
      mediantime: expect.any(Number),
      nonce: expect.any(Number),
      bits: 0x207fffff,
      difficulty: expect.any(Number),
    });
    expect(await getJson(`/block/${tip.hash}/status`)).toEqual({
      in_best_chain: true,
      height: tip.height,
      next_best: null,
    });
    const header = hex.decode(await getText(`/block/${tip.hash}/header`));
    expect(header).toHaveLength(80);
    expect(hex.encode(sha256(sha256(header)).reverse())).toBe(tip.hash);
    const [coinbase] = await getJson<Record<string, unknown>[]>(`/block/${tip.hash}/txs`);
    expect(coinbase).toMatchObject({ vin: [{ is_coinbase: true, prevout: null, vout: 0xffffffff }] });
    expect(coinbase).not.toHaveProperty('status');
  });

  it('answers 404 for unknown transactions and paths, 400 for bad addresses and control bodies', async () => {
    expect((await get(`/tx/${'ab'.repeat(32)}`)).status).toBe(404);
    expect((await get('/nothing/here')).status).toBe(404);
    expect((await get('/address/bc1qnotanaddress/utxo')).status).toBe(400);
    const faucet = await post('/regtest/faucet', { address: 'bcrt1qxyz', amount: '1' });
    expect(faucet.status).toBe(400);
    expect(await faucet.json()).toEqual({ error: expect.stringContaining('address') });
    expect((await post('/regtest/mine', { blocks: 0 })).status).toBe(400);
    expect((await post('/regtest/reorg', { depth: 1, mempool: 'maybe' })).status).toBe(400);
    expect(await getJson('/fee-estimates')).toMatchObject({ '1': expect.any(Number), '144': expect.any(Number) });
  });
});
