import { sha256 } from '@noble/hashes/sha2.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import type { ChainIndex } from './chain-index.ts';
import { outpointKey } from './chain-transaction.ts';
import { COINBASE_MATURITY, REGTEST_NETWORK } from './regtest-network.ts';

/** The chain's own key: coinbases pay it and the faucet spends from it. Regtest coins, so a fixed key is fine. */
const FAUCET_PRIVATE_KEY = sha256(new TextEncoder().encode('paylink bitcoin-localnet faucet'));
export const FAUCET_PAYMENT = p2wpkh(secp256k1.getPublicKey(FAUCET_PRIVATE_KEY, true), REGTEST_NETWORK);

const FAUCET_SATS_PER_VBYTE = 2n;
/** P2WPKH sizes in vbytes: transaction overhead, one input, one output (upper bounds). */
const OVERHEAD_VBYTES = 11n;
const INPUT_VBYTES = 69n;
const OUTPUT_VBYTES = 43n;

export class FaucetEmptyError extends Error {}

/**
 * A signed transaction paying `sats` to `script` from the faucet's spendable coins (mature coinbases, change
 * even unconfirmed), largest first, with change back to the faucet. Throws FaucetEmptyError when the coins do
 * not cover it.
 */
export function faucetTransaction(index: ChainIndex, tipHeight: number, script: Uint8Array, sats: bigint): string {
  const tx = new Transaction();
  let selected = 0n;
  let fee = 0n;
  for (const coin of spendableCoins(index, tipHeight)) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: FAUCET_PAYMENT.script, amount: coin.value },
      sequence: 0xfffffffd,
    });
    selected += coin.value;
    fee = (OVERHEAD_VBYTES + INPUT_VBYTES * BigInt(tx.inputsLength) + OUTPUT_VBYTES * 2n) * FAUCET_SATS_PER_VBYTE;
    if (selected >= sats + fee) break;
  }
  if (selected < sats + fee)
    throw new FaucetEmptyError(`the faucet has ${selected} spendable sats, ${sats + fee} are needed`);
  tx.addOutput({ script, amount: sats });
  const change = selected - sats - fee;
  // Change below the faucet's own dust limit goes to the miner.
  if (change >= 1000n) tx.addOutput({ script: FAUCET_PAYMENT.script, amount: change });
  tx.sign(FAUCET_PRIVATE_KEY);
  tx.finalize();
  return tx.hex;
}

interface Coin {
  txid: string;
  vout: number;
  value: bigint;
}

function spendableCoins(index: ChainIndex, tipHeight: number): Coin[] {
  const scriptHex = hex.encode(FAUCET_PAYMENT.script);
  const coins: Coin[] = [];
  for (const txid of new Set(index.byScript.get(scriptHex) ?? [])) {
    const { tx, block } = index.transactions.get(txid)!;
    if (tx.isCoinbase && tipHeight + 1 - block!.height < COINBASE_MATURITY) continue;
    tx.outputs.forEach((output, vout) => {
      if (hex.encode(output.script) === scriptHex && !index.spends.has(outpointKey(txid, vout)))
        coins.push({ txid, vout, value: output.value });
    });
  }
  return coins.sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
}
