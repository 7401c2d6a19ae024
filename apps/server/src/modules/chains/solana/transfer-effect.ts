import type { RejectReason } from '@paylink/shared';
import { gains, netGain, payerOf } from './net-gain';
import { allAccountKeys, type TransactionJson } from './transaction-json';

/** What pays a link: its reference among the transaction's accounts, and `mint` (null = SOL) arriving at `recipient`. */
export interface ExpectedTransfer {
  recipient: string;
  reference: string;
  mint: string | null;
}

/**
 * What one transaction did for one link. `counted`: the recipient's holdings of the link's token grew by
 * `amount`, paid by `payer` (see payerOf: null when a program moved it). `rejected`: it cannot pay the link; `amount`/`mint` say what it moved when readable (mint null =
 * SOL), so a merchant can see and refund it.
 */
export type TransferCheck =
  | { outcome: 'counted'; amount: bigint; mint: string | null; payer: string | null }
  | { outcome: 'rejected'; reason: RejectReason; amount: bigint | null; mint: string | null; payer: string | null };

/**
 * Reads a confirmed transaction's effect on a link's recipient: the reference may sit anywhere in its account
 * keys (static or loaded from an address table), and what counts is the recipient's net gain in the link's
 * token (see netGain), whatever instructions moved it. Rejections say why and what moved: failed on chain; the
 * recipient signed it (a merchant's own transfer is no customer payment); the recipient gained another token
 * (wrong_token); the link's token went to someone else (wrong_recipient); another token moved elsewhere
 * (wrong_token); nothing arrived (not_a_transfer). Returns null when the transaction does not carry the reference.
 */
export function transferEffect(tx: TransactionJson, expected: ExpectedTransfer): TransferCheck | null {
  const keys = allAccountKeys(tx);
  if (!keys.includes(expected.reference)) return null;
  const feePayer = keys[0] ?? null;
  // The payer of a rejection is the signer who lost what moved (as for a counted transfer), never the fee payer: a
  // relayer pays fees for others, and a refund sent to it would go to the wrong party. Nothing moved: nobody paid.
  const reject = (reason: RejectReason, moved?: { amount: bigint; mint: string | null }): TransferCheck => ({
    outcome: 'rejected',
    reason,
    amount: moved?.amount ?? null,
    mint: moved?.mint ?? null,
    payer: moved ? payerOf(tx, moved.mint) : null,
  });

  if (!tx.meta || tx.meta.err !== null) return reject('transaction_failed');
  const signers = keys.slice(0, tx.transaction.message.header?.numRequiredSignatures ?? 1);
  if (signers.includes(expected.recipient)) return reject('not_a_transfer');

  const gained = netGain(tx, expected.recipient, expected.mint);
  if (gained > 0n)
    return { outcome: 'counted', amount: gained, mint: expected.mint, payer: payerOf(tx, expected.mint) };

  const all = gains(tx).filter((g) => g.owner !== feePayer);
  const largest = (list: typeof all) =>
    list.reduce<(typeof all)[number] | undefined>((max, g) => (max && max.amount >= g.amount ? max : g), undefined);
  const otherTokenToRecipient = largest(all.filter((g) => g.owner === expected.recipient && g.mint !== expected.mint));
  if (otherTokenToRecipient) return reject('wrong_token', otherTokenToRecipient);
  const ourTokenElsewhere = largest(all.filter((g) => g.mint === expected.mint));
  if (ourTokenElsewhere) return reject('wrong_recipient', ourTokenElsewhere);
  // SOL that merely funded a new account (rent) is no transfer of value in another token.
  const otherToken = largest(all.filter((g) => g.mint !== null));
  if (otherToken) return reject('wrong_token', otherToken);
  return reject('not_a_transfer');
}
