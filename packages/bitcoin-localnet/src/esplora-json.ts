import { hex } from '@scure/base';
import { blockSize, type Block } from './block.ts';
import type { ChainIndex, IndexedTransaction } from './chain-index.ts';
import { outpointKey } from './chain-transaction.ts';
import { medianTimePast } from './median-time-past.ts';
import { transactionFee } from './transaction-fee.ts';
import { outputJson, scriptAsm } from './script-json.ts';

/** Regtest's difficulty at its proof-of-work limit (bits 0x207fffff), as bitcoind reports it. */
const REGTEST_DIFFICULTY = 4.656542373906925e-10;

/** Esplora's transaction status: confirmed with its block, or `{ confirmed: false }` in the mempool. */
export function statusJson(block: Block | undefined) {
  return block
    ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
    : { confirmed: false };
}

/** A transaction in Esplora's format (GET /tx/:txid). */
export function transactionJson(index: ChainIndex, { tx, block }: IndexedTransaction) {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map((input) => {
      const prevout = tx.isCoinbase ? undefined : index.transactions.get(input.txid)?.tx.outputs[input.vout];
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? outputJson(prevout.script, prevout.value) : null,
        scriptsig: hex.encode(input.scriptSig),
        scriptsig_asm: scriptAsm(input.scriptSig),
        // electrs leaves `witness` out for an input without one.
        ...(input.witness.length > 0 ? { witness: input.witness.map((item) => hex.encode(item)) } : {}),
        is_coinbase: tx.isCoinbase,
        sequence: input.sequence,
      };
    }),
    vout: tx.outputs.map((output) => outputJson(output.script, output.value)),
    size: tx.size,
    weight: tx.weight,
    fee: Number(transactionFee(index, tx)),
    status: statusJson(block),
  };
}

/** GET /tx/:txid/outspends: for each output, whether and by what it is spent. */
export function outspendsJson(index: ChainIndex, { tx }: IndexedTransaction) {
  return tx.outputs.map((_, vout) => {
    const spend = index.spends.get(outpointKey(tx.txid, vout));
    if (!spend) return { spent: false };
    return {
      spent: true,
      txid: spend.txid,
      vin: spend.vin,
      status: statusJson(index.transactions.get(spend.txid)?.block),
    };
  });
}

/** A block in Esplora's format (GET /block/:hash), with the best chain's `blocks` for its median time. */
export function blockJson(blocks: readonly Block[], block: Block) {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.transactions.length,
    ...blockSize(block),
    merkle_root: block.merkleRoot,
    previousblockhash: block.height === 0 ? null : block.prevHash,
    // The block and its 10 ancestors (a stale block's ancestors below the fork are in the best chain).
    mediantime: medianTimePast([...blocks.slice(Math.max(0, block.height - 10), block.height), block]),
    nonce: block.nonce,
    bits: block.bits,
    difficulty: REGTEST_DIFFICULTY,
  };
}
