import { sha256 } from '@noble/hashes/sha2.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { randomBytes } from 'node:crypto';
import { satsToBtc } from './btc-amount.ts';
import { regtestOutputScript } from './output-script.ts';
import { parseBip21 } from './parse-bip21.ts';
import { REGTEST_NETWORK } from './regtest-network.ts';

export interface PayOptions {
  /** sat/vB; default 2, or twice the replaced transaction's rate. */
  feeRate?: number;
  /** Replace this unconfirmed wallet transaction (RBF): its inputs are spent again, its outputs not reused. */
  replaceTxid?: string;
}

export interface BitcoinTestWallet {
  /** The wallet's P2WPKH regtest address. */
  address: string;
  privateKey: Uint8Array;
  /** Asks the local chain's faucet for `sats` (unconfirmed until mined); returns the faucet's txid. */
  fund(sats: bigint): Promise<string>;
  /** Confirmed and unconfirmed unspent sats. */
  balance(): Promise<bigint>;
  /** Builds, signs and broadcasts a payment (change back to the wallet, RBF-enabled); returns the txid. */
  pay(address: string, sats: bigint, options?: PayOptions): Promise<string>;
  /** Pays a BIP21 URI's address and amount. */
  payBip21(uri: string, options?: PayOptions): Promise<{ txid: string; address: string; sats: bigint }>;
}

interface Utxo {
  txid: string;
  vout: number;
  value: number;
}

/** Signals replaceability (BIP125): below 0xfffffffe. */
const RBF_SEQUENCE = 0xfffffffd;
const DEFAULT_FEE_RATE = 2;
/** vbytes: version, locktime, counts and the segwit marker; one P2WPKH input with a 72-byte signature. */
const OVERHEAD_VBYTES = 11;
const INPUT_VBYTES = 68;
const MIN_CHANGE_SATS = 546n;

/**
 * A P2WPKH wallet on an Esplora API, as a customer's wallet would pay: coin selection from its UTXOs, change to
 * itself, RBF sequence, broadcast through POST /tx. The same seed gives the same key; no seed, a fresh one.
 */
export function bitcoinTestWallet(
  esploraUrl: string,
  seed: string = randomBytes(16).toString('hex'),
): BitcoinTestWallet {
  const privateKey = sha256(new TextEncoder().encode(`paylink bitcoin test wallet ${seed}`));
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST_NETWORK);
  const address = payment.address!;
  const utxos = () => getJson<Utxo[]>(esploraUrl, `/address/${address}/utxo`);

  const wallet: BitcoinTestWallet = {
    address,
    privateKey,
    async fund(sats) {
      const response = await fetch(`${esploraUrl}/regtest/faucet`, {
        method: 'POST',
        body: JSON.stringify({ address, amount: satsToBtc(sats) }),
      });
      const body = (await response.json()) as { txid?: string; error?: string };
      if (!response.ok || !body.txid) throw new Error(`faucet refused: ${body.error ?? response.status}`);
      return body.txid;
    },
    balance: async () => (await utxos()).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n),
    async pay(to, sats, options = {}) {
      const recipient = regtestOutputScript(to);
      if (!recipient) throw new Error(`not a regtest address: ${to}`);
      const replaced = options.replaceTxid
        ? await getJson<ReplacedTx>(esploraUrl, `/tx/${options.replaceTxid}`)
        : undefined;
      const feeRate =
        options.feeRate ?? (replaced ? Math.ceil((replaced.fee * 4) / replaced.weight) * 2 : DEFAULT_FEE_RATE);
      // A replacement spends all of the replaced transaction's inputs again, then adds coins if needed.
      const forced = (replaced?.vin ?? []).map((input): Utxo => ({
        txid: input.txid,
        vout: input.vout,
        value: input.prevout.value,
      }));
      const candidates = (await utxos())
        .filter((utxo) => utxo.txid !== options.replaceTxid)
        .sort((a, b) => b.value - a.value);
      const outputsVbytes = 2 * (9 + Math.max(recipient.length, payment.script.length));
      const feeFor = (inputs: number) =>
        BigInt(Math.ceil((OVERHEAD_VBYTES + INPUT_VBYTES * inputs + outputsVbytes) * feeRate));
      const selected = [...forced];
      let total = selected.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n);
      for (const utxo of candidates) {
        if (total >= sats + feeFor(selected.length)) break;
        selected.push(utxo);
        total += BigInt(utxo.value);
      }
      const fee = feeFor(selected.length);
      if (total < sats + fee)
        throw new Error(`the wallet has ${total} sats, ${sats + fee} are needed (payment and fee)`);

      const tx = new Transaction();
      for (const utxo of selected) {
        tx.addInput({
          txid: utxo.txid,
          index: utxo.vout,
          witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
          sequence: RBF_SEQUENCE,
        });
      }
      tx.addOutput({ script: recipient, amount: sats });
      if (total - sats - fee >= MIN_CHANGE_SATS) tx.addOutput({ script: payment.script, amount: total - sats - fee });
      tx.sign(privateKey);
      tx.finalize();
      return broadcast(esploraUrl, tx.hex);
    },
    async payBip21(uri, options) {
      const request = parseBip21(uri);
      if (request.sats === undefined) throw new Error('the BIP21 URI has no amount');
      const txid = await wallet.pay(request.address, request.sats, options);
      return { txid, address: request.address, sats: request.sats };
    },
  };
  return wallet;
}

interface ReplacedTx {
  fee: number;
  weight: number;
  vin: { txid: string; vout: number; prevout: { value: number } }[];
}

/** POST /tx; a refusal throws bitcoind's reason as Esplora relays it. */
export async function broadcast(esploraUrl: string, rawHex: string): Promise<string> {
  const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: rawHex });
  const body = await response.text();
  if (!response.ok) throw new Error(body);
  return body;
}

async function getJson<T>(esploraUrl: string, path: string): Promise<T> {
  const response = await fetch(`${esploraUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
