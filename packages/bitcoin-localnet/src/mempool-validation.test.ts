import { schnorr } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2tr, Transaction } from '@scure/btc-signer';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinTestWallet, type BitcoinTestWallet } from './bitcoin-test-wallet.ts';
import { regtestOutputScript } from './output-script.ts';
import { REGTEST_NETWORK } from './regtest-network.ts';
import { startBitcoinLocalnet, type BitcoinLocalnet } from './start-bitcoin-localnet.ts';

let chain: BitcoinLocalnet;
const postTx = async (rawHex: string) => {
  const response = await fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body: rawHex });
  return { status: response.status, text: await response.text() };
};
const getJson = async <T>(path: string) => (await (await fetch(`${chain.esploraUrl}${path}`)).json()) as T;

beforeAll(async () => {
  chain = await startBitcoinLocalnet({ port: 0 });
});
afterAll(async () => {
  await chain.close();
});

/** A funded wallet whose single confirmed coin is `coin`. */
async function fundedWallet(sats = 100_000n) {
  const wallet = bitcoinTestWallet(chain.esploraUrl);
  const txid = await wallet.fund(sats);
  await chain.mine(1);
  return { wallet, coin: { txid, vout: 0, value: sats } };
}

/** Signs a spend of the wallet's coin with the given outputs, as the wallet would (claimed input amount aside). */
function spend(
  wallet: BitcoinTestWallet,
  coin: { txid: string; vout: number; value: bigint },
  outputs: { address: string; sats: bigint }[],
) {
  const tx = new Transaction();
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: regtestOutputScript(wallet.address)!, amount: coin.value },
    sequence: 0xfffffffd,
  });
  for (const output of outputs) tx.addOutputAddress(output.address, output.sats, REGTEST_NETWORK);
  tx.sign(wallet.privateKey);
  tx.finalize();
  return tx;
}

const rpcError = (code: number, message: string) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`;

describe('transactions entering the mempool', () => {
  it('accepts a correctly signed P2WPKH spend and answers its txid', async () => {
    const { wallet, coin } = await fundedWallet();
    const tx = spend(wallet, coin, [{ address: bitcoinTestWallet(chain.esploraUrl).address, sats: 90_000n }]);
    expect(await postTx(tx.hex)).toEqual({ status: 200, text: tx.id });
  });

  it('refuses a tampered signature', async () => {
    const { wallet, coin } = await fundedWallet();
    const tx = spend(wallet, coin, [{ address: wallet.address, sats: 90_000n }]);
    const [signature, publicKey] = tx.getInput(0).finalScriptWitness!;
    const tampered = signature!.slice();
    tampered[10]! ^= 0x01;
    const raw = tx.hex.replace(hex.encode(signature!), hex.encode(tampered));
    expect(raw).not.toBe(tx.hex);
    const answer = await postTx(raw);
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(
      /^sendrawtransaction RPC error: \{"code":-26,"message":"mandatory-script-verify-flag-failed/,
    );
    expect(publicKey).toHaveLength(33);
  });

  it('refuses a signature by another key than the one the output pays', async () => {
    const { wallet, coin } = await fundedWallet();
    const thief = bitcoinTestWallet(chain.esploraUrl);
    const tx = new Transaction();
    tx.addInput({
      txid: coin.txid,
      index: 0,
      witnessUtxo: { script: regtestOutputScript(thief.address)!, amount: coin.value },
    });
    tx.addOutputAddress(thief.address, 90_000n, REGTEST_NETWORK);
    tx.sign(thief.privateKey);
    tx.finalize();
    const answer = await postTx(tx.hex);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('the public key does not match the spent output');
    expect(await wallet.balance()).toBe(coin.value);
  });

  it('refuses outputs above inputs', async () => {
    const { wallet, coin } = await fundedWallet(100_000n);
    // The signer is told the coin holds more than it does; the chain knows better.
    const tx = spend(wallet, { ...coin, value: 200_000n }, [{ address: wallet.address, sats: 150_000n }]);
    expect(await postTx(tx.hex)).toEqual({
      status: 400,
      text: rpcError(-26, 'bad-txns-in-belowout, value in (0.00100000) < value out (0.00150000)'),
    });
  });

  it('refuses an unknown input and a spent one', async () => {
    const { wallet, coin } = await fundedWallet();
    const unknown = spend(wallet, { txid: hex.encode(randomBytes(32)), vout: 0, value: 100_000n }, [
      { address: wallet.address, sats: 90_000n },
    ]);
    expect(await postTx(unknown.hex)).toEqual({ status: 400, text: rpcError(-25, 'bad-txns-inputs-missingorspent') });

    const first = spend(wallet, coin, [{ address: wallet.address, sats: 90_000n }]);
    expect((await postTx(first.hex)).status).toBe(200);
    await chain.mine(1);
    const again = spend(wallet, coin, [{ address: bitcoinTestWallet(chain.esploraUrl).address, sats: 80_000n }]);
    expect(await postTx(again.hex)).toEqual({ status: 400, text: rpcError(-25, 'bad-txns-inputs-missingorspent') });
  });

  it('refuses a double spend in the mempool that does not pay more', async () => {
    const { wallet, coin } = await fundedWallet();
    const first = spend(wallet, coin, [{ address: wallet.address, sats: 90_000n }]);
    expect((await postTx(first.hex)).status).toBe(200);
    const second = spend(wallet, coin, [{ address: bitcoinTestWallet(chain.esploraUrl).address, sats: 90_000n }]);
    const answer = await postTx(second.hex);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(`insufficient fee, rejecting replacement ${second.id}`);
    expect(await getJson<string[]>('/mempool/txids')).toContain(first.id);
  });

  it('replaces a payment by a higher fee (RBF) and drops the original; refuses a lower-fee replacement', async () => {
    const { wallet } = await fundedWallet(500_000n);
    const payee = bitcoinTestWallet(chain.esploraUrl);
    const original = await wallet.pay(payee.address, 100_000n, { feeRate: 2 });
    const replacement = await wallet.pay(payee.address, 100_000n, { feeRate: 10, replaceTxid: original });
    const mempool = await getJson<string[]>('/mempool/txids');
    expect(mempool).toContain(replacement);
    expect(mempool).not.toContain(original);
    expect((await fetch(`${chain.esploraUrl}/tx/${original}`)).status).toBe(404);

    await expect(wallet.pay(payee.address, 100_000n, { feeRate: 3, replaceTxid: replacement })).rejects.toThrow(
      /insufficient fee, rejecting replacement/,
    );
    await chain.mine(1);
    expect(await getJson(`/tx/${replacement}/status`)).toMatchObject({ confirmed: true });
    expect(await payee.balance()).toBe(100_000n);
  });

  it('refuses a fee below 1 sat/vB and dust outputs', async () => {
    const { wallet, coin } = await fundedWallet(100_000n);
    const noFee = spend(wallet, coin, [{ address: wallet.address, sats: 100_000n }]);
    expect((await postTx(noFee.hex)).text).toBe(rpcError(-26, `min relay fee not met, 0 < ${noFee.vsize}`));
    const dust = spend(wallet, coin, [
      { address: wallet.address, sats: 90_000n },
      { address: wallet.address, sats: 100n },
    ]);
    expect((await postTx(dust.hex)).text).toBe(rpcError(-26, 'dust'));
  });

  it('accepts a P2TR key-path spend and refuses it with a tampered Schnorr signature', async () => {
    const privateKey = randomBytes(32);
    const taproot = p2tr(schnorr.getPublicKey(privateKey), undefined, REGTEST_NETWORK);
    const fundingTxid = await chain.faucet(taproot.address!, 100_000n);
    await chain.mine(1);
    const tx = new Transaction();
    tx.addInput({
      txid: fundingTxid,
      index: 0,
      witnessUtxo: { script: taproot.script, amount: 100_000n },
      tapInternalKey: taproot.tapInternalKey,
    });
    tx.addOutputAddress(taproot.address!, 90_000n, REGTEST_NETWORK);
    tx.sign(privateKey);
    tx.finalize();
    const signature = hex.encode(tx.getInput(0).finalScriptWitness![0]!);
    const tampered = tx.hex.replace(
      signature,
      `${signature.slice(0, 20)}${signature[20] === '0' ? '1' : '0'}${signature.slice(21)}`,
    );
    expect((await postTx(tampered)).text).toBe(
      rpcError(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature), input 0'),
    );
    expect(await postTx(tx.hex)).toEqual({ status: 200, text: tx.id });
    const json = await getJson<{ vin: { prevout: { scriptpubkey_type: string } }[] }>(`/tx/${tx.id}`);
    expect(json.vin[0]!.prevout.scriptpubkey_type).toBe('v1_p2tr');
  });

  it('refuses a transaction whose locktime is still ahead, and accepts it once the chain reaches it', async () => {
    const { wallet, coin } = await fundedWallet();
    const tip = Number(await (await fetch(`${chain.esploraUrl}/blocks/tip/height`)).text());
    const tx = new Transaction({ lockTime: tip + 1 });
    tx.addInput({
      txid: coin.txid,
      index: 0,
      witnessUtxo: { script: regtestOutputScript(wallet.address)!, amount: coin.value },
      sequence: 0xfffffffd,
    });
    tx.addOutputAddress(wallet.address, 90_000n, REGTEST_NETWORK);
    tx.sign(wallet.privateKey);
    tx.finalize();
    expect(await postTx(tx.hex)).toEqual({ status: 400, text: rpcError(-26, 'non-final') });
    await chain.mine(1);
    expect(await postTx(tx.hex)).toEqual({ status: 200, text: tx.id });
  });

  it('refuses what is not a transaction', async () => {
    expect(await postTx('nothex')).toEqual({
      status: 400,
      text: rpcError(-22, 'TX decode failed. Make sure the tx has at least one input.'),
    });
  });
});
