import { address } from '@solana/kit';
import { requestTokenAirdrop } from '@paylink/localnet';
import { formatAmount } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TransactionRequestPart } from '../chains/adapter-parts';
import { adapterPart, networkRails } from '../chains/chain-adapters';
import { enforceRateLimit, rateLimited } from '../rate-limits/consume-rate-limit';
import { amountRemaining } from '../payments/lifecycle/amount-remaining';
import { getPayment } from '../payments/links/get-payment';
import { tokenDecimals, type PaymentRow } from '../payments/links/payment-dto';
import { NEVER_LANDED_MS } from './settle-sponsored-transactions';
import { sponsorBudgetAllows } from './spend-sponsor-budget';
import { holdSponsoredTransaction, sponsorshipBlocked } from './sponsored-transactions';
import { sponsorBalance } from './sponsor-balance';
import { warnLowSponsor } from './warn-low-sponsor';

const LAMPORTS_PER_SIGNATURE = 5000n;
/** Compute units a payment needs at most (transfer, memo, budget instructions), when a priority fee is offered. */
const UNIT_LIMIT = 60_000;

const refuse = (message: string, status = 400) =>
  new AppError(status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message, status);
const holdsTooMany = (max: number) =>
  rateLimited(
    (minutes) =>
      `This wallet already has ${max} payments signed by Paylink that were not sent: send one, or try again in ${minutes} minute(s).`,
    NEVER_LANDED_MS / 1000,
  );

/** Why a link cannot be paid through its transaction request now, in words a wallet can show; null when it can. */
export function transactionRequestRefusal(deps: Pick<Deps, 'config'>, link: PaymentRow, now: Date): AppError | null {
  // Only a rail whose wallets fetch the transaction they sign serves transaction requests (Solana Pay's).
  if (!networkRails(deps.config).get(link.network)?.transactionRequestUrl)
    return new AppError('NOT_FOUND', 'This payment link is not paid on Solana.', 404);
  if (
    link.status === 'COMPLETED' ||
    link.status === 'CONFIRMED' ||
    (link.status === 'PENDING' && amountRemaining(link) <= 0n)
  )
    return refuse('This payment link is already paid.', 409);
  if (link.status === 'FAILED') return refuse('This payment link has failed: ask the merchant for a new one.', 409);
  if (link.status !== 'PENDING' || link.expiresAt <= now)
    return refuse('This payment link has expired: ask the merchant for a new one.', 409);
  // A fiat price is held for the quote's life only: the customer reopens the page (which renews it) and scans again.
  if (link.priceCents !== null && link.quoteExpiresAt && link.quoteExpiresAt <= now) {
    return refuse('The price quote has expired: reopen the payment page for a new price, then scan again.', 409);
  }
  return null;
}

/** What a wallet needs before anything is signed: the merchant can receive, the customer holds enough. */
async function assertFunds(
  deps: Pick<Deps, 'config'>,
  chain: TransactionRequestPart,
  link: PaymentRow,
  account: string,
  remaining: bigint,
  display: string,
): Promise<void> {
  if (link.asset) {
    const mint = link.asset;
    const merchantAccount = await chain.hasTokenAccount(link.recipientAddress, mint);
    // Its rent would fall on whoever creates it: the merchant's choice, never the sponsor's nor the customer's. In
    // offline mode the local chain's faucet opens it, so a fresh demo merchant can be paid gasless.
    if (!merchantAccount && deps.config.offline)
      await requestTokenAirdrop({ rpcUrl: deps.config.solana.rpcUrl, mint, owner: link.recipientAddress, amount: 0n });
    else if (!merchantAccount)
      throw refuse(
        `The merchant cannot receive ${link.currency} yet: their ${link.currency} account must be created first.`,
      );
    if ((await chain.holds(account, mint)) < remaining)
      throw refuse(`This wallet does not hold enough ${link.currency}: ${display} needed.`);
    return;
  }
  if ((await chain.holds(account, null)) < remaining + LAMPORTS_PER_SIGNATURE)
    throw refuse(`This wallet does not hold enough SOL: ${display} plus the network fee needed.`);
}

/**
 * POST of a Solana Pay transaction request: the transaction paying exactly what is left on the link from `account`
 * (SOL by System transfer with the customer as fee payer; USDC by transferChecked with the sponsor as fee payer,
 * signed, when the account is not blocked and the merchant's daily budget has room), with the reference and a memo,
 * simulated before it is returned: what would fail is refused with a message the wallet shows.
 *
 * Nothing is booked here: anyone may POST any wallet holding USDC and never sign, so the budget is charged when a
 * sponsored transaction lands (settleSponsoredTransactions). What one account holds signed and unlanded is capped
 * (SPONSOR_MAX_PENDING_PER_ACCOUNT, then 429); the same POST within one blockhash answers the same transaction.
 */
export async function answerTransactionRequest(
  deps: Deps,
  opts: { paymentId: string; account: string; now?: Date },
): Promise<{ transaction: string; message: string; redirect?: string }> {
  const now = opts.now ?? new Date();
  const link = await getPayment(deps.db, opts.paymentId);
  await enforceRateLimit(deps.rateLimits.txRequestLink, link.id);
  await enforceRateLimit(deps.rateLimits.txRequestAccount, opts.account);
  const refusal = transactionRequestRefusal(deps, link, now);
  if (refusal) throw refusal;
  const chain = adapterPart(deps, link.network, 'transactionRequest');
  const remaining = amountRemaining(link);
  const account = address(opts.account);
  const decimals = tokenDecimals(link.currency);
  const display = `${formatAmount(remaining, decimals)} ${link.currency}`;
  await assertFunds(deps, chain, link, account, remaining, display);

  const sponsor = link.asset && link.accountId ? await deps.sponsor() : null;
  let sponsored = false;
  let fee = 2n * LAMPORTS_PER_SIGNATURE;
  let priority: { unitLimit: number; microLamportsPerUnit: bigint } | null = null;
  if (sponsor && !(await sponsorshipBlocked(deps, account, now))) {
    const price = await chain.priorityPrice({
      feePayer: sponsor.address,
      account,
      recipient: link.recipientAddress,
      mint: link.asset!,
      max: deps.config.sponsor.maxPriorityMicroLamports,
    });
    if (price > 0n) {
      priority = { unitLimit: UNIT_LIMIT, microLamportsPerUnit: price };
      fee += (BigInt(UNIT_LIMIT) * price + 999_999n) / 1_000_000n;
    }
    sponsored = await sponsorBudgetAllows(deps.db, {
      accountId: link.accountId!,
      fee,
      limit: deps.config.sponsor.dailyLamportsPerMerchant,
      now,
    });
  }
  const transaction = await chain.transfer({
    feePayer: sponsored ? sponsor! : account,
    account,
    recipient: link.recipientAddress,
    amount: remaining,
    token: link.asset ? { mint: link.asset, decimals } : null,
    reference: link.reference!,
    memo: link.id,
    priority: sponsored ? priority : null,
  });
  const err = transaction.simulationError;
  if (err) {
    throw refuse(
      sponsored || !link.asset
        ? `This payment would fail on the network, so nothing was sent (${JSON.stringify(err, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}).`
        : `This wallet needs a little SOL for the network fee: Paylink cannot pay it for this payment.`,
    );
  }
  if (sponsored) {
    const row = {
      signature: transaction.signature!,
      paymentId: link.id,
      accountId: link.accountId!,
      account,
      feeLamports: fee,
    };
    if (!(await holdSponsoredTransaction(deps, row, deps.config.sponsor.maxPendingPerAccount)))
      throw holdsTooMany(deps.config.sponsor.maxPendingPerAccount);
    const balance = await sponsorBalance(deps);
    if (balance?.low) await warnLowSponsor(deps, balance);
  }
  return {
    transaction: transaction.wire,
    message: sponsored
      ? `Pay ${display} to ${link.label}. Paylink pays the network fee.`
      : `Pay ${display} to ${link.label}.`,
    // Back to the store from the wallet, where the wallet supports Solana Pay's redirect.
    ...(link.returnUrl && { redirect: link.returnUrl }),
  };
}
