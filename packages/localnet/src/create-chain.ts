import { EventEmitter } from 'node:events';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getAddressDecoder,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { getAddMemoInstruction } from '@solana-program/memo';
import { randomBytes } from 'node:crypto';
import { createChainIndex, type ChainIndex } from './chain-index.ts';
import { localAuthority } from './local-authority.ts';
import { RpcError } from './rpc-error.ts';
import { tokenBalances } from './token-balances.ts';
import { transactionErrorJson } from './transaction-error-json.ts';
import type { LogEntry, LoggedAccount } from './transaction-log.ts';
import type { TransactionRecord } from './transaction-record.ts';
import { transactionMemo } from './transaction-memo.ts';
import { ADDRESS_LOOKUP_TABLE_PROGRAM, loadedAddresses, lookupTableData } from './lookup-tables.ts';
import { putListedMints, putMint, TOKEN_2022_PROGRAM, type Token2022Options } from './put-mint.ts';
import { failedPreflight, preflightError } from './preflight-error.ts';
import { runSimulation, simulateTransaction, type SimulationResult } from './simulate-transaction.ts';
import { innerInstructionsJson } from './inner-instructions-json.ts';
import { loggedAccounts, SYSTEM_PROGRAM } from './logged-accounts.ts';

const FAUCET_LAMPORTS = 10n ** 18n;
const LAMPORTS_PER_SIGNATURE = 5000;
/** Real clusters keep a blockhash valid for about 150 blocks; clients compute expiry from this. */
export const BLOCKHASH_VALIDITY_SLOTS = 150n;
/**
 * How far the finalized slot trails the current one. A real cluster roots a slot about 32 slots after it (a
 * 2/3 supermajority of votes, 31 confirmations on top); the local chain, with one validator and no forks, just
 * calls a slot finalized this many slots later, so `confirmed` and `finalized` differ as they do on a cluster.
 */
export const FINALIZED_SLOT_LAG = 32n;

export interface ChainState {
  svm: Uint8Array;
  records: TransactionRecord[];
}

export interface Chain {
  svm: LiteSVM;
  index: ChainIndex;
  /** `transaction` and `accounts` (set outside any transaction) fire before the change is reported to anyone. */
  events: EventEmitter<ChainEvents>;
  slot(): bigint;
  /** The newest finalized slot: FINALIZED_SLOT_LAG behind the current one. */
  finalizedSlot(): bigint;
  /** Moves the clock `slots` slots on without a transaction (a quiet cluster keeps producing slots). */
  advanceSlots(slots: bigint): bigint;
  send(transaction: Transaction, opts: { skipPreflight: boolean }): string;
  simulate(transaction: Transaction, opts: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationResult;
  airdrop(address: Address, lamports: bigint): Promise<string>;
  tokenAirdrop(mint: Address, owner: Address, amount: bigint): Promise<string>;
  /** A new mint the faucet can mint; with `token2022`, a Token-2022 mint with a transfer fee and maybe a hook. */
  createMint(decimals: number, token2022?: Token2022Options): Promise<Address>;
  /** An active address lookup table holding `addresses`, owned by the lookup table program (authority: the faucet). */
  createLookupTable(addresses: readonly Address[]): Promise<Address>;
  state(): ChainState;
  /** The accounts as they stand now, in the change log's shape. */
  loggedAccounts(addresses: readonly string[]): LoggedAccount[];
  /** Applies a change read back from the log (after the snapshot it follows). */
  replay(entry: LogEntry): void;
}

type ChainEvents = { transaction: [TransactionRecord]; accounts: [string[]]; slot: [bigint] };

/** A LiteSVM chain plus the index and faucet the RPC server needs; fresh, or restored from a saved state. */
export async function createChain(
  saved?: ChainState,
  listedToken2022: Readonly<Record<string, Token2022Options>> = {},
): Promise<Chain> {
  // History 0: LiteSVM's own history holds only a few entries; duplicates are rejected through the index.
  const svm = saved ? LiteSVM.fromBytes(saved.svm) : new LiteSVM().withTransactionHistory(0n);
  const index = createChainIndex(saved?.records);
  const events = new EventEmitter<ChainEvents>();
  const authority = await localAuthority();
  if (!saved) {
    svm.warpToSlot(1n);
    svm.setAccount({
      address: authority.address as never,
      lamports: FAUCET_LAMPORTS as never,
      programAddress: SYSTEM_PROGRAM as never,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    });
  }
  // Every listed Solana mint at its mainnet address (also in a state saved before the mint was listed).
  putListedMints(svm, authority.address, listedToken2022);

  const slot = () => svm.getClock().slot;

  function setClockToNow() {
    const clock = svm.getClock();
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    svm.setClock(clock);
  }

  function balances(keys: readonly string[]): bigint[] {
    return keys.map((key) => svm.getBalance(key as never) ?? 0n);
  }

  function send(transaction: Transaction, { skipPreflight }: { skipPreflight: boolean }): string {
    const signatureBytes = Object.values(transaction.signatures)[0];
    if (!signatureBytes || signatureBytes.every((byte) => byte === 0)) {
      throw new RpcError(-32003, 'Transaction signature verification failure');
    }
    const signature = getBase58Decoder().decode(signatureBytes);
    if (index.get(signature)) throw preflightError('AlreadyProcessed', [], 0);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (message.version === 1) throw new RpcError(-32602, 'Version 1 messages are not supported by the local chain');
    const loaded =
      'addressTableLookups' in message && message.addressTableLookups?.length
        ? loadedAddresses(svm, message.addressTableLookups)
        : null;
    // Balances and the index cover every account the transaction touched, static or loaded from a table.
    const accountKeys = [
      ...message.staticAccounts.map(String),
      ...(loaded?.writable ?? []),
      ...(loaded?.readonly ?? []),
    ];
    setClockToNow();
    if (!skipPreflight) {
      const simulated = runSimulation(svm, transaction);
      if (simulated instanceof FailedTransactionMetadata) throw failedPreflight(simulated);
    }
    const preBalances = balances(accountKeys);
    const preTokenBalances = tokenBalances(svm, accountKeys);
    const result = runSend(transaction);
    const postBalances = balances(accountKeys);
    const failed = result instanceof FailedTransactionMetadata;
    // A transaction that failed before charging its fee never lands on a real cluster either.
    if (failed && preBalances[0] === postBalances[0]) throw failedPreflight(result);
    const meta: TransactionMetadata = failed ? result.meta() : result;
    const currentSlot = slot();
    const record: TransactionRecord = {
      signature,
      slot: Number(currentSlot),
      blockTime: Number(svm.getClock().unixTimestamp),
      version: message.version === 'legacy' ? 'legacy' : 0,
      wire: getBase64Decoder().decode(getTransactionEncoder().encode(transaction)),
      accountKeys,
      ...(loaded ? { loadedAddresses: loaded } : {}),
      innerInstructions: innerInstructionsJson(meta),
      err: failed ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      fee: failed
        ? Number(preBalances[0]! - postBalances[0]!)
        : LAMPORTS_PER_SIGNATURE * message.header.numSignerAccounts,
      computeUnits: Number(meta.computeUnitsConsumed()),
      memo: transactionMemo(message),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(svm, accountKeys),
    };
    index.add(record);
    // One transaction per slot keeps ordering by slot meaningful for clients.
    svm.warpToSlot(currentSlot + 1n);
    events.emit('transaction', record);
    events.emit('slot', currentSlot + 1n);
    return signature;
  }

  // LiteSVM bundles its own @solana/kit (v8); the wire shape of Transaction is identical to kit 6's.
  const runSend = (transaction: Transaction) => svm.sendTransaction(transaction as never);

  async function sendFromAuthority(instructions: Instruction[]): Promise<string> {
    // The memo keeps repeated identical faucet requests from producing the same signature.
    const nonce = getAddMemoInstruction({ memo: `localnet faucet ${index.records().length}` });
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(authority, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: svm.latestBlockhash() as Blockhash, lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY_SLOTS },
          m,
        ),
      (m) => appendTransactionMessageInstructions([...instructions, nonce], m),
    );
    return send(await signTransactionMessageWithSigners(message), { skipPreflight: false });
  }

  return {
    svm,
    index,
    events,
    slot,
    finalizedSlot: () => (slot() > FINALIZED_SLOT_LAG ? slot() - FINALIZED_SLOT_LAG : 0n),
    advanceSlots(slots) {
      svm.warpToSlot(slot() + slots);
      events.emit('slot', slot());
      return slot();
    },
    send,
    simulate: (transaction, opts) => simulateTransaction(svm, transaction, opts),
    airdrop: (address, lamports) =>
      sendFromAuthority([getTransferSolInstruction({ source: authority, destination: address, amount: lamports })]),
    async tokenAirdrop(mint, owner, amount) {
      const mintAccount = svm.getAccount(mint as never);
      const tokenProgram = mintAccount.exists ? (mintAccount.programAddress as Address) : undefined;
      // Both programs keep the base mint in the first 82 bytes (Token-2022's extensions follow).
      const decoded =
        mintAccount.exists && (tokenProgram === TOKEN_PROGRAM_ADDRESS || tokenProgram === TOKEN_2022_PROGRAM)
          ? getMintDecoder().decode(mintAccount.data.slice(0, 82))
          : undefined;
      if (
        !tokenProgram ||
        decoded?.mintAuthority.__option !== 'Some' ||
        decoded.mintAuthority.value !== authority.address
      ) {
        throw new RpcError(-32602, `Invalid param: the local chain does not hold the mint authority of ${mint}`);
      }
      const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram });
      return sendFromAuthority([
        getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint, tokenProgram }),
        getMintToInstruction({ mint, token: ata, mintAuthority: authority, amount }, { programAddress: tokenProgram }),
      ]);
    },
    async createMint(decimals, token2022) {
      const address = getAddressDecoder().decode(randomBytes(32));
      putMint(svm, authority.address, address, decimals, token2022);
      events.emit('accounts', [address]);
      return address;
    },
    async createLookupTable(addresses) {
      const address = getAddressDecoder().decode(randomBytes(32));
      const data = lookupTableData(addresses, authority.address);
      svm.setAccount({
        address: address as never,
        lamports: svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
        programAddress: ADDRESS_LOOKUP_TABLE_PROGRAM as never,
        executable: false,
        data,
        space: BigInt(data.length),
      });
      events.emit('accounts', [address]);
      return address;
    },
    state: () => ({ svm: svm.toBytes(), records: [...index.records()] }),
    loggedAccounts: (addresses) => loggedAccounts(svm, addresses),
    replay(entry) {
      if (entry.record && index.get(entry.record.signature)) return;
      for (const account of entry.accounts) {
        const data = new Uint8Array(getBase64Encoder().encode(account.data));
        svm.setAccount({
          address: account.address as never,
          lamports: BigInt(account.lamports) as never,
          programAddress: account.owner as never,
          executable: account.executable,
          data,
          space: BigInt(data.length),
        });
      }
      if (entry.record) index.add(entry.record);
      if (BigInt(entry.slot) > slot()) svm.warpToSlot(BigInt(entry.slot));
    },
  };
}
