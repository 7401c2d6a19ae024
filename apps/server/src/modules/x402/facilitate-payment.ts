import type { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from '@x402/core/types';
import { formatAmount, LABEL_MAX } from '@paylink/shared';
import type { Deps } from '../../deps';
import { accountBalance } from '../accounts/account-balance';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { addressOwners } from '../wallets/address-owners';
import { canonicalAddress } from '../wallets/canonical-address';
import { recordSettledTransfer } from './record-settled-transfer';
import type { Db } from '../../db/client';
import { claimAuthorization } from './authorization-claims';
import { paylinkFacilitator } from './paylink-facilitator';
import type { ClaimIntent } from './settle-authorization';
import { settlePayment, verifyPayment } from './settle-payment';
import { x402NetworkOf } from './x402-networks';

export interface FacilitatorRequest {
  paymentPayload: PaymentPayload;
  paymentRequirements: PaymentRequirements;
}
type Merchant = Parameters<typeof createPaymentLink>[1];

/** GET /api/x402/supported: the "exact" kinds on every network Paylink settles (EVM with the relayer, Solana with the sponsor as `feePayer`). */
export async function supportedKinds(deps: Deps): Promise<ReturnType<x402Facilitator['getSupported']>> {
  return (await paylinkFacilitator(deps))?.getSupported() ?? { kinds: [], extensions: [], signers: {} };
}

/** Why a merchant's facilitator call is refused before the chain is asked: payTo must be a wallet the key's owner saved. */
async function payToRefusal(deps: Deps, accountId: string, requirements: PaymentRequirements): Promise<string | null> {
  const owner = (await addressOwners(deps.db, [requirements.payTo])).get(canonicalAddress(requirements.payTo));
  return owner === accountId ? null : 'pay_to_not_a_saved_wallet';
}

/** POST /api/x402/verify: the official "exact" verification, for a payTo among the merchant's saved wallets. */
export async function verifyForMerchant(
  deps: Deps,
  accountId: string,
  body: FacilitatorRequest,
): Promise<VerifyResponse> {
  const refusal = await payToRefusal(deps, accountId, body.paymentRequirements);
  if (refusal) return { isValid: false, invalidReason: refusal };
  const verified = await verifyPayment(deps, body.paymentPayload, body.paymentRequirements);
  return verified.ok
    ? { isValid: true, payer: verified.payer }
    : { isValid: false, invalidReason: verified.reason, payer: verified.payer };
}

/** Thrown inside the record's transaction when the authorization was claimed already: nothing is created, no credit spent. */
class AlreadyClaimed extends Error {}

/**
 * POST /api/x402/settle: settles the payment into the merchant's own wallet (the relayer pays the gas on EVM, the
 * sponsor the fee on Solana) and records it in the merchant's account: before anything is submitted the record
 * (label = the route's description, the resource URL in metadata), its credit (refused when none is left) and the
 * claim with its intent are written in one transaction; once settled it is COMPLETED through the transition table
 * with `payment.completed` to the webhooks (or by the recovery job, if that step was lost).
 */
export async function settleForMerchant(
  deps: Deps,
  merchant: Merchant,
  body: FacilitatorRequest,
): Promise<SettleResponse> {
  const { paymentPayload: payload, paymentRequirements: requirements } = body;
  const failed = (errorReason: string, payer?: string): SettleResponse => ({
    success: false,
    errorReason,
    transaction: '',
    network: requirements.network,
    payer,
  });
  const refusal = await payToRefusal(deps, merchant.id, requirements);
  if (refusal) return failed(refusal);
  const network = x402NetworkOf(deps.config, requirements.network);
  if (!network) return failed('unsupported_scheme_or_network');
  if ((await accountBalance(deps.db, merchant.id)).credits < 1) return failed('merchant_has_no_credits');
  const now = new Date();
  // x402 v1 names the resource in the requirements, v2 in the payload.
  const v1 = requirements as PaymentRequirements & { resource?: string; description?: string };
  const resource = payload.resource ?? { url: v1.resource ?? '', description: v1.description ?? '' };
  const label = (resource.description || resource.url || 'x402 payment').slice(0, LABEL_MAX);
  const claim: ClaimIntent = async (key, intent) => {
    const body = {
      label,
      amount: formatAmount(intent.amount, 6),
      currency: 'USDC',
      network,
      walletAddress: requirements.payTo,
      metadata: { source: 'x402', resource: resource.url },
    };
    const onCreated = async (tx: Db, link: { id: string }) => {
      if (
        !(await claimAuthorization(tx, key, {
          ...intent,
          accountId: merchant.id,
          kind: 'facilitator',
          paymentId: link.id,
        }))
      )
        throw new AlreadyClaimed();
    };
    try {
      const { payment } = await createPaymentLink(deps, merchant, body as Parameters<typeof createPaymentLink>[2], {
        caller: 'api_key',
        settledByX402: { resourceUrl: resource.url || deps.config.appUrl, onCreated },
      });
      return payment.id;
    } catch (err) {
      if (err instanceof AlreadyClaimed) return null;
      throw err;
    }
  };
  const outcome = await settlePayment(deps, { accountId: merchant.id, payload, requirements, now, claim });
  // settlement_pending keeps its transaction: the resource server settles again with the same payload to poll it.
  if (!outcome.ok) return { ...failed(outcome.reason, outcome.payer), transaction: outcome.transaction ?? '' };
  await recordSettledTransfer(deps, {
    paymentId: outcome.paymentId,
    network,
    transfer: outcome.transfer,
    key: outcome.key,
    now,
  });
  return { ...outcome.settlement, extra: { ...outcome.settlement.extra, paylinkPaymentId: outcome.paymentId } };
}
