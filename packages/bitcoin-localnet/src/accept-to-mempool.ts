import type { Block } from './block.ts';
import type { ChainIndex } from './chain-index.ts';
import { outpointKey, type ChainTransaction, type TxOutput } from './chain-transaction.ts';
import { withDescendants } from './mempool-descendants.ts';
import { medianTimePast } from './median-time-past.ts';
import { COINBASE_MATURITY } from './regtest-network.ts';
import { transactionFee } from './transaction-fee.ts';
import { TxRejectedError } from './tx-rejected-error.ts';
import { verifyInputSignatures } from './verify-input-signatures.ts';

const MAX_MONEY = 21_000_000n * 100_000_000n;
/** Bitcoin Core's dust relay fee, 3 sat/vB, applied to the cost of creating and later spending an output. */
const DUST_RELAY_SATS_PER_VBYTE = 3n;

/**
 * Validates a transaction against the best chain and the mempool as bitcoind would (final locktime, inputs exist
 * and are unspent, coinbase maturity, no dust, outputs ≤ inputs, at least 1 sat/vB, valid signatures; relative
 * time locks, BIP68, are not checked) and returns the new mempool. A transaction spending what a mempool
 * transaction spends is a replacement: accepted only when it pays a higher fee rate than each transaction it
 * conflicts with and more absolute fee than everything it evicts plus its own relay fee (BIP125's rules, with
 * full RBF as in Bitcoin Core 28).
 */
export function acceptToMempool(
  blocks: Block[],
  mempool: ChainTransaction[],
  index: ChainIndex,
  tx: ChainTransaction,
): ChainTransaction[] {
  const known = index.transactions.get(tx.txid);
  if (known?.block) throw new TxRejectedError(-27, 'Transaction already in block chain');
  if (known) throw new TxRejectedError(-26, 'txn-already-in-mempool');
  if (tx.isCoinbase) throw new TxRejectedError(-26, 'coinbase');
  const outpoints = tx.inputs.map((input) => outpointKey(input.txid, input.vout));
  if (new Set(outpoints).size !== outpoints.length) throw new TxRejectedError(-26, 'bad-txns-inputs-duplicate');

  const spendHeight = blocks.length;
  if (!isFinal(tx, spendHeight, medianTimePast(blocks))) throw new TxRejectedError(-26, 'non-final');
  const conflicts = new Set<string>();
  const prevouts = tx.inputs.map((input, vin): TxOutput => {
    const funding = index.transactions.get(input.txid);
    const prevout = funding?.tx.outputs[input.vout];
    if (!funding || !prevout) throw new TxRejectedError(-25, 'bad-txns-inputs-missingorspent');
    const spend = index.spends.get(outpoints[vin]!);
    if (spend && index.transactions.get(spend.txid)?.block)
      throw new TxRejectedError(-25, 'bad-txns-inputs-missingorspent');
    if (spend) conflicts.add(spend.txid);
    if (funding.tx.isCoinbase && spendHeight - funding.block!.height < COINBASE_MATURITY) {
      throw new TxRejectedError(-26, 'bad-txns-premature-spend-of-coinbase');
    }
    return prevout;
  });

  for (const output of tx.outputs) {
    if (output.value < 0n || output.value > MAX_MONEY) throw new TxRejectedError(-26, 'bad-txns-vout-toolarge');
    if (output.script[0] !== 0x6a && output.value < dustThreshold(output)) throw new TxRejectedError(-26, 'dust');
  }
  const inputSum = prevouts.reduce((sum, output) => sum + output.value, 0n);
  const outputSum = tx.outputs.reduce((sum, output) => sum + output.value, 0n);
  if (outputSum > inputSum)
    throw new TxRejectedError(
      -26,
      `bad-txns-in-belowout, value in (${formatBtc(inputSum)}) < value out (${formatBtc(outputSum)})`,
    );
  const fee = inputSum - outputSum;
  const vsize = BigInt(tx.vsize);
  if (fee < vsize) throw new TxRejectedError(-26, `min relay fee not met, ${fee} < ${vsize}`);

  verifyInputSignatures(tx, prevouts);

  const evicted = withDescendants(mempool, conflicts);
  if (tx.inputs.some((input) => evicted.has(input.txid)))
    throw new TxRejectedError(-26, 'bad-txns-spends-conflicting-tx');
  for (const txid of conflicts) {
    const conflict = index.transactions.get(txid)!.tx;
    const conflictFee = transactionFee(index, conflict);
    if (fee * BigInt(conflict.vsize) <= conflictFee * vsize) {
      throw new TxRejectedError(
        -26,
        `insufficient fee, rejecting replacement ${tx.txid}; new feerate ${feeRateText(fee, vsize)} <= old feerate ${feeRateText(conflictFee, BigInt(conflict.vsize))}`,
      );
    }
  }
  const evictedFees = [...evicted].reduce(
    (sum, txid) => sum + transactionFee(index, index.transactions.get(txid)!.tx),
    0n,
  );
  if (fee < evictedFees + vsize) {
    throw new TxRejectedError(
      -26,
      `insufficient fee, rejecting replacement ${tx.txid}, less fees than conflicting txs; ${formatBtc(fee)} < ${formatBtc(evictedFees + vsize)}`,
    );
  }
  return [...mempool.filter((entry) => !evicted.has(entry.txid)), tx];
}

/** The locktime threshold: below it a locktime is a block height, from it a Unix time. */
const LOCKTIME_THRESHOLD = 500_000_000;

/** Bitcoin Core's IsFinalTx for the next block: its locktime has passed, or every input opts out of it. */
function isFinal(tx: ChainTransaction, nextHeight: number, blockTime: number): boolean {
  if (tx.locktime === 0 || tx.locktime < (tx.locktime < LOCKTIME_THRESHOLD ? nextHeight : blockTime)) return true;
  return tx.inputs.every((input) => input.sequence === 0xffffffff);
}

/** Bitcoin Core's GetDustThreshold: below it, an output costs more to spend than it is worth. */
function dustThreshold(output: TxOutput): bigint {
  const length = output.script.length;
  const outputSize = 8 + (length < 0xfd ? 1 : 3) + length;
  const isWitnessProgram =
    length >= 4 &&
    length <= 42 &&
    (output.script[0] === 0 || (output.script[0]! >= 0x51 && output.script[0]! <= 0x60)) &&
    output.script[1] === length - 2;
  const spendSize = isWitnessProgram ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4;
  return BigInt(outputSize + spendSize) * DUST_RELAY_SATS_PER_VBYTE;
}

function formatBtc(sats: bigint): string {
  return `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`;
}

function feeRateText(fee: bigint, vsize: bigint): string {
  return `${formatBtc((fee * 1000n) / vsize)} BTC/kvB`;
}
