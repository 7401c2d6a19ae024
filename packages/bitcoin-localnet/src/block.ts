import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { RawTx, Script } from '@scure/btc-signer';
import { randomBytes } from 'node:crypto';
import { parseChainTransaction, type ChainTransaction } from './chain-transaction.ts';
import { blockSubsidy } from './regtest-network.ts';

export interface Block {
  hash: string;
  height: number;
  version: number;
  /** Unix seconds. */
  time: number;
  prevHash: string;
  merkleRoot: string;
  bits: number;
  nonce: number;
  transactions: ChainTransaction[];
}

const BLOCK_VERSION = 0x20000000;
/** Regtest's proof-of-work limit: about every other header hash meets it. */
const REGTEST_BITS = 0x207fffff;
const REGTEST_TARGET = 0x7fffffn << (8n * (0x20n - 3n));
const NULL_HASH = '0'.repeat(64);

/**
 * Mines a block on top of `prev` (undefined: the genesis block) with a coinbase paying the subsidy and the
 * transactions' fees to `coinbaseScript`. The coinbase carries the height (BIP34) and random bytes, so a
 * replacement block at the same height after a reorg has a different coinbase.
 */
export function mineBlock(
  prev: Block | undefined,
  transactions: ChainTransaction[],
  fees: bigint,
  coinbaseScript: Uint8Array,
  now: number,
): Block {
  const height = prev ? prev.height + 1 : 0;
  const coinbase = parseChainTransaction(
    hex.encode(
      RawTx.encode({
        version: 2,
        segwitFlag: false,
        inputs: [
          {
            txid: new Uint8Array(32),
            index: 0xffffffff,
            finalScriptSig: Script.encode([height, randomBytes(8)]),
            sequence: 0xffffffff,
          },
        ],
        outputs: [{ amount: blockSubsidy(height) + fees, script: coinbaseScript }],
        witnesses: [],
        lockTime: 0,
      }),
    ),
  );
  const all = [coinbase, ...transactions];
  const time = Math.max(now, (prev?.time ?? 0) + 1);
  const prevHash = prev?.hash ?? NULL_HASH;
  const merkleRoot = merkleRootOf(all.map((tx) => tx.txid));
  for (let nonce = 0; ; nonce++) {
    const fields = { height, version: BLOCK_VERSION, time, prevHash, merkleRoot, bits: REGTEST_BITS, nonce };
    const hash = hex.encode(doubleSha256(blockHeader(fields)).reverse());
    if (BigInt(`0x${hash}`) <= REGTEST_TARGET) return { hash, ...fields, transactions: all };
  }
}

/** The 80-byte header: hashes in internal (reversed) byte order, integers little-endian. */
export function blockHeader(
  block: Pick<Block, 'version' | 'prevHash' | 'merkleRoot' | 'time' | 'bits' | 'nonce'>,
): Uint8Array {
  const bytes = new Uint8Array(80);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, block.version, true);
  bytes.set(hex.decode(block.prevHash).reverse(), 4);
  bytes.set(hex.decode(block.merkleRoot).reverse(), 36);
  view.setUint32(68, block.time, true);
  view.setUint32(72, block.bits, true);
  view.setUint32(76, block.nonce, true);
  return bytes;
}

/** Bitcoin's merkle root of txids (displayed, big-endian hex in and out); an odd level repeats its last hash. */
export function merkleRootOf(txids: string[]): string {
  let level = txids.map((txid) => hex.decode(txid).reverse());
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index]!;
      const right = level[index + 1] ?? left;
      next.push(doubleSha256(new Uint8Array([...left, ...right])));
    }
    level = next;
  }
  return hex.encode(level[0]!.slice().reverse());
}

function doubleSha256(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes));
}

/** The serialized block: header, transaction count and raw transactions. */
export function blockSize(block: Block): { size: number; weight: number } {
  const countBytes = block.transactions.length < 0xfd ? 1 : 3;
  return {
    size: 80 + countBytes + block.transactions.reduce((sum, tx) => sum + tx.size, 0),
    weight: (80 + countBytes) * 4 + block.transactions.reduce((sum, tx) => sum + tx.weight, 0),
  };
}
