import { base64, hex } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import type { BitcoinNetwork } from '@paylink/shared';
import { SIGNER_NETWORKS } from './bitcoin-networks';

export class SignedTransactionError extends Error {}

export interface SignedBitcoinTransaction {
  txid: string;
  /** The raw transaction, hex, as Esplora's POST /tx takes it. */
  hex: string;
  /** Each output's address (null for a script without one, such as OP_RETURN) and amount in satoshis. */
  outputs: { address: string | null; amount: bigint }[];
  /** The coins it spends, as `txid:vout`. */
  spends: string[];
}

function transactionOf(pasted: string): Transaction {
  const text = pasted.trim();
  if (/^[0-9a-f]+$/i.test(text) && text.length % 2 === 0) {
    const bytes = hex.decode(text.toLowerCase());
    // A PSBT in hex starts with its magic bytes "psbt\xff"; anything else is a raw transaction.
    if (text.toLowerCase().startsWith('70736274ff')) return finalized(Transaction.fromPSBT(bytes));
    return Transaction.fromRaw(bytes, { allowUnknownOutputs: true });
  }
  return finalized(Transaction.fromPSBT(base64.decode(text)));
}

function finalized(psbt: Transaction): Transaction {
  try {
    psbt.finalize();
  } catch {
    throw new SignedTransactionError('This PSBT is not fully signed: sign it in your wallet, then paste it again');
  }
  return psbt;
}

/**
 * A transaction a wallet signed, pasted back as raw hex or as a signed PSBT (base64 or hex): its id, raw bytes and
 * outputs read on `network`. Throws SignedTransactionError for text that is neither, or a PSBT not fully signed.
 */
export function signedBitcoinTransaction(pasted: string, network: BitcoinNetwork): SignedBitcoinTransaction {
  let tx: Transaction;
  try {
    tx = transactionOf(pasted);
  } catch (error) {
    if (error instanceof SignedTransactionError) throw error;
    throw new SignedTransactionError('This is not a signed Bitcoin transaction (hex) or a signed PSBT');
  }
  const addresses = Address(SIGNER_NETWORKS[network]);
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => {
    const out = tx.getOutput(i);
    let address: string | null = null;
    try {
      address = addresses.encode(OutScript.decode(out.script!));
    } catch {
      address = null;
    }
    return { address, amount: out.amount! };
  });
  const spends = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return `${hex.encode(input.txid!)}:${input.index!}`;
  });
  return { txid: tx.id, hex: tx.hex, outputs, spends };
}
