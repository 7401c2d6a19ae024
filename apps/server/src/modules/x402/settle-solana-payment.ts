import { getSignatureFromTransaction, type Transaction } from '@solana/kit';
import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import { decodeTransactionFromPayload } from '@x402/svm';
import type { Deps } from '../../deps';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { adapterPart } from '../chains/chain-adapters';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit';
import { refundSponsorBudget, spendSponsorBudget } from '../transaction-requests/spend-sponsor-budget';
import { recordSponsoredTransaction, sponsorshipBlocked } from '../transaction-requests/sponsored-transactions';
import { markAuthorizationSubmitted, releaseAuthorization } from './authorization-claims';
import { computeBudgetOf } from './compute-budget';
import { paylinkFacilitator } from './paylink-facilitator';
import { refused, type SettleInput, type SettleOutcome } from './settle-authorization';
import { SVM_MAX_COMPUTE_UNITS, SVM_MAX_SIGNATURES } from './svm-facilitator';
import { listedAssetOf, x402FamilyOf, x402NetworkOf } from './x402-networks';
import { assertNotScreened } from '../screening/assert-not-screened';

const LAMPORTS_PER_SIGNATURE = 5000n;
/** The compute-unit limit a transaction without SetComputeUnitLimit gets. */
const DEFAULT_COMPUTE_UNITS = 200_000n;

/** What the sponsor pays if the transaction lands: its signatures and its priority fee (units × price), in lamports. */
function sponsoredFee(transaction: Transaction): { fee: bigint; microLamportsPerUnit: bigint } {
  const { signers, units, microLamportsPerUnit } = computeBudgetOf(transaction);
  const fee =
    BigInt(signers) * LAMPORTS_PER_SIGNATURE +
    ((units ?? DEFAULT_COMPUTE_UNITS) * microLamportsPerUnit + 999_999n) / 1_000_000n;
  return { fee, microLamportsPerUnit };
}

/** What the requirements ask in base units: `amount` (x402 v2) or `maxAmountRequired` (v1); null when neither is an integer. */
function requiredAmount(requirements: PaymentRequirements): bigint | null {
  const { amount, maxAmountRequired } = requirements as PaymentRequirements & { maxAmountRequired?: unknown };
  const value: unknown = amount ?? maxAmountRequired;
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? BigInt(value) : null;
}

/**
 * Verifies a Solana x402 payment with @x402/svm's "exact" facilitator scheme (a TransferChecked of the asset to
 * payTo's token account for the amount, the sponsor as fee payer and in no instruction, nothing else but compute
 * budget and memo, simulated): the payer and the decoded transaction, or why not.
 */
export async function verifySolanaPayment(deps: Deps, payload: PaymentPayload, requirements: PaymentRequirements) {
  const network = x402NetworkOf(deps.config, requirements.network);
  if (!network || x402FamilyOf(deps.config, network) !== 'svm' || requirements.scheme !== 'exact')
    return refused(402, 'unsupported_scheme_or_network');
  if (!listedAssetOf(deps.config, network, requirements.asset)) return refused(402, 'unsupported_asset');
  const amount = requiredAmount(requirements);
  if (amount === null) return refused(402, 'invalid_payment_requirements');
  const facilitator = await paylinkFacilitator(deps);
  const sponsor = await deps.sponsor();
  if (!facilitator || !sponsor) return refused(503, 'no_fee_payer');
  if (requirements.extra?.feePayer !== sponsor.address)
    return refused(402, 'invalid_exact_svm_payload_fee_payer_mismatch');
  let transaction: Transaction;
  try {
    transaction = decodeTransactionFromPayload(payload.payload as { transaction: string });
  } catch {
    return refused(402, 'invalid_payload');
  }
  const verified = await facilitator.verify(payload, requirements).catch((err: unknown) => ({
    isValid: false,
    invalidReason: err instanceof Error ? err.message : 'invalid_payload',
    payer: undefined,
  }));
  if (!verified.isValid) return refused(402, verified.invalidReason ?? 'invalid_payload', verified.payer || undefined);
  return { ok: true as const, facilitator, sponsor, transaction, amount, payer: verified.payer! };
}

/**
 * Settles a verified Solana x402 payment: the sponsor co-signs as fee payer and sends it, then waits for its
 * confirmation. The guardrails of sponsored transaction requests apply: the payer's rate limit, an account whose
 * sponsored transaction failed is not sponsored, the capped priority fee, the merchant's daily sponsor budget, and
 * the transaction is claimed by its signature (known before sending: the sponsor's signature is deterministic)
 * with its intent, so a replayed payment header settles nothing (409); the sponsored transaction is recorded with
 * the payment it pays, as a transaction request's is.
 */
export async function settleSolanaPayment(deps: Deps, opts: SettleInput): Promise<SettleOutcome> {
  const verified = await verifySolanaPayment(deps, opts.payload, opts.requirements);
  if (!verified.ok) return verified;
  const { facilitator, sponsor, transaction, amount, payer } = verified;
  await assertNotScreened(deps.db, 'solana', payer, 'x402 payer');
  const limit = await consumeRateLimit(deps.rateLimits.x402Payer, payer);
  if (!limit.allowed) return refused(429, 'payer_rate_limited', payer);
  if (await sponsorshipBlocked(deps, payer, opts.now)) return refused(402, 'payer_not_sponsored', payer);
  const { fee, microLamportsPerUnit } = sponsoredFee(transaction);
  const maxFee =
    BigInt(SVM_MAX_SIGNATURES) * LAMPORTS_PER_SIGNATURE +
    (BigInt(SVM_MAX_COMPUTE_UNITS) * deps.config.sponsor.maxPriorityMicroLamports + 999_999n) / 1_000_000n;
  if (microLamportsPerUnit > deps.config.sponsor.maxPriorityMicroLamports || fee > maxFee)
    return refused(402, 'priority_fee_too_high', payer);

  const [signed] = await sponsor.signMessages([
    { content: transaction.messageBytes as unknown as Uint8Array, signatures: {} },
  ]);
  const signature = getSignatureFromTransaction({
    ...transaction,
    signatures: { ...transaction.signatures, ...signed },
  });
  const key = { network: 'solana', payer, nonce: signature };
  if (
    !(await spendSponsorBudget(deps.db, {
      accountId: opts.accountId,
      fee,
      limit: deps.config.sponsor.dailyLamportsPerMerchant,
      now: opts.now,
    }))
  ) {
    return refused(503, 'merchant_sponsor_budget_spent', payer);
  }
  const paymentId = await opts.claim(key, { amount, recipient: opts.requirements.payTo, txHash: signature });
  if (!paymentId) {
    await refundSponsorBudget(deps.db, { accountId: opts.accountId, fee, now: opts.now });
    return refused(409, 'authorization_already_used', payer);
  }
  await recordSponsoredTransaction(deps, {
    signature,
    paymentId,
    accountId: opts.accountId,
    account: payer,
    feeLamports: fee,
  });
  const settlement = await facilitator
    .settle(opts.payload, opts.requirements)
    .catch((err: unknown): SettleResponse => ({
      success: false,
      errorReason: err instanceof Error ? err.message : 'settle_failed',
      transaction: '',
      network: opts.requirements.network,
    }));
  if (!settlement.success) {
    // Not sent: the sponsor's signature never left, so the booking and the claim go back. Sent (failed, or not
    // confirmed in time): the recovery job settles it from the chain.
    if (settlement.transaction) {
      await markAuthorizationSubmitted(deps.db, key, signature);
    } else {
      await refundSponsorBudget(deps.db, { accountId: opts.accountId, fee, now: opts.now });
      await releaseAuthorization(deps.db, key);
    }
    return refused(402, settlement.errorReason ?? 'settle_failed', payer);
  }
  await markAuthorizationSubmitted(deps.db, key, signature);
  const transfer = await solanaSettledTransfer(deps, {
    signature,
    recipient: opts.requirements.payTo,
    mint: opts.requirements.asset,
  });
  return { ok: true, settlement, transfer, key, paymentId };
}

/** The transfer of `mint` a settled transaction made to `recipient`, as the watcher observes a transfer carrying no reference. */
export async function solanaSettledTransfer(
  deps: Pick<Deps, 'solanaRpc' | 'evm' | 'bitcoin' | 'config'>,
  opts: { signature: string; recipient: string; mint: string },
): Promise<ObservedTransfer> {
  // Named by the mint it was read for: a token Paylink does not list there is no USDC, whatever it calls itself.
  const symbol = listedAssetOf(deps.config, 'solana', opts.mint)?.symbol ?? null;
  const transfer = await adapterPart(
    deps,
    'solana',
    'settledTransfer',
  )(opts.signature, {
    recipient: opts.recipient,
    asset: opts.mint,
    currency: symbol ?? '',
  });
  return { ...transfer, currency: symbol };
}
