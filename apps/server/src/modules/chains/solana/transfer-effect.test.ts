import { describe, expect, it } from 'vitest';
import { netGain, payerOf } from './net-gain';
import type { TokenBalanceJson, TransactionJson } from './transaction-json';
import { transferEffect } from './transfer-effect';

const PAYER = 'Payer11111111111111111111111111111111111111';
const MERCHANT = 'Merchant1111111111111111111111111111111111';
const OTHER = 'Other111111111111111111111111111111111111111';
const REF = 'Ref1111111111111111111111111111111111111111';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUNK = 'Junk111111111111111111111111111111111111111';
const ATA_PAYER = 'AtaPayer111111111111111111111111111111111111';
const ATA_MERCHANT = 'AtaMerchant11111111111111111111111111111111';

const token = (accountIndex: number, owner: string, mint: string, amount: bigint): TokenBalanceJson => ({
  accountIndex,
  owner,
  mint,
  uiTokenAmount: { amount: amount.toString(), decimals: 6 },
});

/** A transaction JSON as getTransaction answers it; only keys and balances matter to detection. */
function tx(opts: {
  keys: string[];
  loaded?: { writable: string[]; readonly: string[] };
  pre: bigint[];
  post: bigint[];
  preTokens?: TokenBalanceJson[];
  postTokens?: TokenBalanceJson[];
  signers?: number;
  err?: unknown;
  fee?: bigint;
}): TransactionJson {
  return {
    slot: 1n,
    blockTime: 1n,
    meta: {
      err: opts.err ?? null,
      fee: opts.fee ?? 0n,
      preBalances: opts.pre,
      postBalances: opts.post,
      preTokenBalances: opts.preTokens ?? [],
      postTokenBalances: opts.postTokens ?? [],
      loadedAddresses: opts.loaded ?? { writable: [], readonly: [] },
    },
    transaction: {
      signatures: ['sig'],
      // Instructions are irrelevant to detection: any layout (guards, memos, inner CPIs) gives the same balances.
      message: { accountKeys: opts.keys, header: { numRequiredSignatures: opts.signers ?? 1 }, instructions: [] },
    },
  };
}

describe('netGain', () => {
  it('is the lamport change for SOL and the summed change of the owner’s token accounts for a mint', () => {
    const t = tx({
      keys: [PAYER, MERCHANT, ATA_PAYER, ATA_MERCHANT, 'Second1111111111111111111111111111111111111'],
      pre: [10_000n, 500n, 2039280n, 0n, 2039280n],
      post: [4_000n, 1_500n, 2039280n, 2039280n, 2039280n],
      // A token account created in the transaction has no pre balance; a second account of the same owner adds up.
      preTokens: [token(2, PAYER, USDC, 9_000_000n), token(4, MERCHANT, USDC, 5n)],
      postTokens: [
        token(2, PAYER, USDC, 1_000_000n),
        token(3, MERCHANT, USDC, 7_000_000n),
        token(4, MERCHANT, USDC, 1_000_005n),
      ],
    });
    expect(netGain(t, MERCHANT, null)).toBe(1_000n);
    expect(netGain(t, MERCHANT, USDC)).toBe(8_000_000n);
    expect(netGain(t, PAYER, USDC)).toBe(-8_000_000n);
    expect(netGain(t, OTHER, USDC)).toBe(0n);
  });

  it('finds the owner among the addresses a version-0 message loads from a table', () => {
    const t = tx({
      keys: [PAYER, REF],
      loaded: { writable: [MERCHANT], readonly: [] },
      pre: [9n, 0n, 1n],
      post: [4n, 0n, 6n],
    });
    expect(netGain(t, MERCHANT, null)).toBe(5n);
  });

  it('keeps u64 amounts whole, past 2^63', () => {
    const t = tx({
      keys: [
        PAYER,
        OTHER,
        'A1111111111111111111111111111111111111111111',
        'B1111111111111111111111111111111111111111111',
      ],
      pre: [0n, 0n, 0n, 0n],
      post: [0n, 0n, 0n, 0n],
      preTokens: [token(2, PAYER, JUNK, 2n ** 64n - 1n), token(3, OTHER, JUNK, 0n)],
      postTokens: [token(2, PAYER, JUNK, 2n ** 64n - 1n - 2n ** 63n), token(3, OTHER, JUNK, 2n ** 63n)],
    });
    expect(netGain(t, OTHER, JUNK)).toBe(2n ** 63n);
  });
});

describe('payerOf (where a refund goes)', () => {
  it('is the owner of the source token account, not the fee payer, for SPL', () => {
    const relayed = tx({
      keys: [OTHER, PAYER, ATA_PAYER, ATA_MERCHANT],
      signers: 2,
      pre: [10_000n, 0n, 0n, 0n],
      post: [5_000n, 0n, 0n, 0n],
      preTokens: [token(2, PAYER, USDC, 9n), token(3, MERCHANT, USDC, 0n)],
      postTokens: [token(2, PAYER, USDC, 4n), token(3, MERCHANT, USDC, 5n)],
    });
    expect(payerOf(relayed, USDC)).toBe(PAYER);
  });

  it('is the signer who lost the SOL, and unknown when a program moved funds no signer held', () => {
    expect(payerOf(tx({ keys: [PAYER, MERCHANT], pre: [9n, 0n], post: [4n, 5n] }), null)).toBe(PAYER);
    // The SOL came out of an account that did not sign (a program's vault): nobody to refund to.
    expect(
      payerOf(tx({ keys: [PAYER, OTHER, MERCHANT], pre: [10n, 100n, 0n], post: [9n, 50n, 50n] }), null),
    ).toBeNull();
  });

  it('does not count the fee: a relayer paying 5000 lamports for a 1-lamport transfer is not the payer', () => {
    const relayed = tx({
      keys: [OTHER, PAYER, MERCHANT, REF],
      signers: 2,
      fee: 5_000n,
      pre: [10_000n, 10n, 0n, 0n],
      post: [5_000n, 9n, 1n, 0n],
    });
    expect(payerOf(relayed, null)).toBe(PAYER);
    expect(transferEffect(relayed, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      outcome: 'counted',
      payer: PAYER,
    });
  });

  it('is the token owner for a rejected relayed transfer, and nobody when nothing moved', () => {
    const relayedUsdc = tx({
      keys: [OTHER, PAYER, ATA_PAYER, ATA_MERCHANT, REF],
      signers: 2,
      fee: 5_000n,
      pre: [10_000n, 0n, 1n, 1n, 0n],
      post: [5_000n, 0n, 1n, 1n, 0n],
      preTokens: [token(2, PAYER, USDC, 9n), token(3, MERCHANT, USDC, 0n)],
      postTokens: [token(2, PAYER, USDC, 4n), token(3, MERCHANT, USDC, 5n)],
    });
    expect(transferEffect(relayedUsdc, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      reason: 'wrong_token',
      mint: USDC,
      payer: PAYER,
    });
    const failed = tx({
      keys: [OTHER, PAYER, MERCHANT, REF],
      signers: 2,
      fee: 5_000n,
      err: { InstructionError: [0, 'Custom'] },
      pre: [10_000n, 10n, 0n, 0n],
      post: [5_000n, 10n, 0n, 0n],
    });
    expect(transferEffect(failed, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      reason: 'transaction_failed',
      payer: null,
    });
  });
});

describe('transferEffect', () => {
  const solPaid = (overrides: Partial<Parameters<typeof tx>[0]> = {}) =>
    tx({ keys: [PAYER, MERCHANT, REF], pre: [2_000_000n, 100n, 0n], post: [995_000n, 1_000_100n, 0n], ...overrides });

  it('counts what the recipient gained, the reference anywhere (here loaded from a table), whatever the instructions', () => {
    expect(transferEffect(solPaid(), { recipient: MERCHANT, reference: REF, mint: null })).toEqual({
      outcome: 'counted',
      amount: 1_000_000n,
      mint: null,
      payer: PAYER,
    });
    const v0 = tx({
      keys: [PAYER, MERCHANT],
      loaded: { writable: [], readonly: [REF] },
      pre: [2n, 0n, 0n],
      post: [1n, 1n, 0n],
    });
    expect(transferEffect(v0, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      outcome: 'counted',
      amount: 1n,
    });
  });

  it('ignores a transaction without the reference, and rejects a failed one', () => {
    expect(
      transferEffect(solPaid({ keys: [PAYER, MERCHANT, OTHER] }), { recipient: MERCHANT, reference: REF, mint: null }),
    ).toBeNull();
    expect(
      transferEffect(solPaid({ err: { InstructionError: [0, 'Custom'] } }), {
        recipient: MERCHANT,
        reference: REF,
        mint: null,
      }),
    ).toMatchObject({
      outcome: 'rejected',
      reason: 'transaction_failed',
    });
  });

  it('does not take a transaction the recipient signed for a customer payment', () => {
    const own = tx({ keys: [MERCHANT, PAYER, REF], pre: [100n, 0n, 0n], post: [200n, 0n, 0n] });
    expect(transferEffect(own, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      outcome: 'rejected',
      reason: 'not_a_transfer',
    });
  });

  it('says what moved when it cannot pay the link', () => {
    const usdcToMerchant = tx({
      keys: [PAYER, ATA_PAYER, ATA_MERCHANT, REF],
      pre: [1n, 1n, 1n, 0n],
      post: [1n, 1n, 1n, 0n],
      preTokens: [token(1, PAYER, USDC, 5n), token(2, MERCHANT, USDC, 0n)],
      postTokens: [token(1, PAYER, USDC, 0n), token(2, MERCHANT, USDC, 5n)],
    });
    expect(transferEffect(usdcToMerchant, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      reason: 'wrong_token',
      amount: 5n,
      mint: USDC,
    });
    expect(transferEffect(usdcToMerchant, { recipient: MERCHANT, reference: REF, mint: JUNK })).toMatchObject({
      reason: 'wrong_token',
      amount: 5n,
      mint: USDC,
    });
    expect(transferEffect(usdcToMerchant, { recipient: OTHER, reference: REF, mint: USDC })).toMatchObject({
      reason: 'wrong_recipient',
      amount: 5n,
      mint: USDC,
    });
    const solElsewhere = tx({ keys: [PAYER, OTHER, REF], pre: [10n, 0n, 0n], post: [5n, 5n, 0n] });
    expect(transferEffect(solElsewhere, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      reason: 'wrong_recipient',
      amount: 5n,
      mint: null,
    });
    const nothing = tx({ keys: [PAYER, REF], pre: [10n, 0n], post: [5n, 0n] });
    expect(transferEffect(nothing, { recipient: MERCHANT, reference: REF, mint: null })).toMatchObject({
      reason: 'not_a_transfer',
      amount: null,
    });
  });
});
