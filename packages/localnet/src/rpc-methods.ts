import { createHash } from 'node:crypto';
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  isAddress,
  type Address,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { accountResponse, type AccountEncoding } from './account-response.ts';
import { BLOCKHASH_VALIDITY_SLOTS, type Chain } from './create-chain.ts';
import { RpcError } from './rpc-error.ts';
import { tokenBalances } from './token-balances.ts';
import { transactionResponse, type TransactionEncoding } from './transaction-response.ts';
import { LOCAL_USDC_MINT } from './usdc-mint.ts';
import type { Token2022Options } from './put-mint.ts';

type Params = unknown[];
export type RpcMethod = (params: Params) => unknown;

const API_VERSION = '2.2.0';
const SLOTS_PER_EPOCH = 432_000n;
const GENESIS_HASH = getBase58Decoder().decode(createHash('sha256').update('paylink-localnet-genesis').digest());
const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

/** The JSON-RPC methods of the local chain, keyed by method name. */
export function rpcMethods(chain: Chain): Record<string, RpcMethod> {
  const { svm, index } = chain;
  const context = () => ({ slot: chain.slot(), apiVersion: API_VERSION });
  const withContext = (value: unknown) => ({ context: context(), value });
  // Landed transactions are confirmed at once (one validator, no forks) and finalized FINALIZED_SLOT_LAG slots later.
  const commitmentOf = (slot: number) => (BigInt(slot) <= chain.finalizedSlot() ? 'finalized' : 'confirmed');

  function decodeTransaction(wire: unknown, config: { encoding?: string }): Transaction {
    if (typeof wire !== 'string') throw invalidParams('expected a serialized transaction string');
    try {
      const bytes = config.encoding === 'base64' ? getBase64Encoder().encode(wire) : getBase58Encoder().encode(wire);
      return getTransactionDecoder().decode(bytes);
    } catch {
      throw invalidParams('failed to deserialize the transaction');
    }
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => GENESIS_HASH,
    getSlot: ([config]) => (configParam(config).commitment === 'finalized' ? chain.finalizedSlot() : chain.slot()),
    getBlockHeight: () => chain.slot(),
    getEpochInfo: () => {
      const slot = chain.slot();
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: index.records().length,
      };
    },
    getLatestBlockhash: () =>
      withContext({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: chain.slot() + BLOCKHASH_VALIDITY_SLOTS }),
    isBlockhashValid: ([blockhash]) => withContext(blockhash === svm.latestBlockhash()),
    getFeeForMessage: ([message]) => {
      if (typeof message !== 'string') throw invalidParams('expected a base64 message');
      return withContext(5000 * numSigners(getBase64Encoder().encode(message)));
    },
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([size]) => svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0))),
    getBalance: ([address]) => withContext(svm.getBalance(addressParam(address)) ?? 0n),
    getAccountInfo: ([address, config]) =>
      withContext(accountResponse(svm, addressParam(address), configParam(config).encoding as AccountEncoding)),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses');
      const encoding = configParam(config).encoding as AccountEncoding;
      return withContext(addresses.map((address) => accountResponse(svm, addressParam(address), encoding)));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerAddress = addressParam(owner);
      const { mint, programId } = configParam(filter) as { mint?: string; programId?: string };
      if (!mint && !programId) throw invalidParams('expected a mint or programId filter');
      const encoding = (configParam(config).encoding ?? 'base64') as AccountEncoding;
      const programs = programId ? [programId] : [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
      const value = programs
        .flatMap((program) => svm.getProgramAccounts(program as never))
        .map((account) => ({ address: account.address as string, balance: tokenBalances(svm, [account.address])[0] }))
        .filter(({ balance }) => balance && balance.owner === ownerAddress && (!mint || balance.mint === mint))
        .map(({ address }) => ({ pubkey: address, account: accountResponse(svm, address, encoding) }));
      return withContext(value);
    },
    getTokenAccountBalance: ([address]) => {
      const [balance] = tokenBalances(svm, [addressParam(address)]);
      if (!balance) throw invalidParams('Invalid param: not a Token account');
      return withContext(balance.uiTokenAmount);
    },
    simulateTransaction: ([wire, config]) => {
      const options = configParam(config) as {
        encoding?: string;
        sigVerify?: boolean;
        replaceRecentBlockhash?: boolean;
      };
      const transaction = decodeTransaction(wire, options);
      const result = chain.simulate(transaction, {
        sigVerify: options.sigVerify ?? false,
        replaceRecentBlockhash: options.replaceRecentBlockhash ?? false,
      });
      return withContext({ ...result, accounts: null, returnData: null, innerInstructions: null });
    },
    sendTransaction: ([wire, config]) => {
      const options = configParam(config) as { encoding?: string; skipPreflight?: boolean };
      return chain.send(decodeTransaction(wire, options), { skipPreflight: options.skipPreflight ?? false });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures');
      return withContext(
        signatures.map((signature) => {
          const record = index.get(String(signature));
          if (!record) return null;
          const finalized = BigInt(record.slot) <= chain.finalizedSlot();
          return {
            slot: record.slot,
            confirmations: finalized ? null : Number(chain.slot() - BigInt(record.slot)),
            err: record.err,
            status: record.err === null ? { Ok: null } : { Err: record.err },
            confirmationStatus: commitmentOf(record.slot),
          };
        }),
      );
    },
    getSignaturesForAddress: ([address, config]) => {
      const { before, until, limit } = configParam(config) as { before?: string; until?: string; limit?: number };
      if (limit !== undefined && (limit < 1 || limit > 1000)) throw invalidParams('Invalid limit; max 1000');
      return index.forAddress(addressParam(address), { before, until, limit }).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: record.memo,
        blockTime: record.blockTime,
        confirmationStatus: commitmentOf(record.slot),
      }));
    },
    getTransaction: ([signature, config]) => {
      const record = index.get(String(signature));
      if (!record) return null;
      const options = typeof config === 'string' ? { encoding: config } : configParam(config);
      return transactionResponse(
        record,
        options as { encoding?: TransactionEncoding; maxSupportedTransactionVersion?: number },
      );
    },
    /** Local only: moves the chain `slots` slots on (so what landed becomes finalized); answers the new slot. */
    advanceSlots: ([slots]) => chain.advanceSlots(amountParam(slots)),
    requestAirdrop: ([address, lamports]) => chain.airdrop(addressParam(address), amountParam(lamports)),
    requestUsdcAirdrop: ([owner, amount]) =>
      chain.tokenAirdrop(LOCAL_USDC_MINT as Address, addressParam(owner), amountParam(amount)),
    requestTokenAirdrop: ([mint, owner, amount]) =>
      chain.tokenAirdrop(addressParam(mint), addressParam(owner), amountParam(amount)),
    requestAddressLookupTable: ([addresses]) => {
      if (!Array.isArray(addresses) || addresses.length === 0 || addresses.length > 256)
        throw invalidParams('expected 1 to 256 addresses');
      return chain.createLookupTable(addresses.map(addressParam));
    },
    requestTestMint: ([decimals, token2022]) => {
      if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
        throw invalidParams('expected decimals between 0 and 18');
      }
      return chain.createMint(
        decimals,
        token2022 === undefined || token2022 === null ? undefined : token2022Param(token2022),
      );
    },
  };
}

/** `{ transferFeeBasisPoints: 0..10000, transferHookProgram?: address }`: a Token-2022 test mint's extensions. */
function token2022Param(value: unknown): Token2022Options {
  const { transferFeeBasisPoints: bps, transferHookProgram: hook } = (value ?? {}) as Record<string, unknown>;
  if (typeof bps !== 'number' || !Number.isInteger(bps) || bps < 0 || bps > 10_000)
    throw invalidParams('expected transferFeeBasisPoints between 0 and 10000');
  return { transferFeeBasisPoints: bps, ...(hook === undefined ? {} : { transferHookProgram: addressParam(hook) }) };
}

function numSigners(message: ReadonlyUint8Array): number {
  // A versioned message starts with 0x80 | version before the header.
  return message[0]! & 0x80 ? message[1]! : message[0]!;
}

function invalidParams(message: string): RpcError {
  return new RpcError(-32602, message);
}

function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`Invalid param: ${String(value)}`);
  return value;
}

function amountParam(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^\d+$/.test(value))
  ) {
    return BigInt(value);
  }
  throw invalidParams('expected a non-negative integer amount');
}

function configParam(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
