import type { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload, PaymentRequirements, SettleResponse, VerifyResponse } from '@x402/core/types';
import { formatAmount, LABEL_MAX } from '@paylink/shared';
import type { Deps } from '../../deps';
import { accountBalance } from '../accounts/account-balance';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { addressOwners } from '../wallets/address-owners';
import { canonicalAddress } from '../wallets/canonical-address';
import { recordSettledTransfer } from './record-settled-transfer';
import { recordSponsoredTransaction } from '../transaction-requests/sponsored-transactions';
import { paylinkFacilitator } from './paylink-facilitator';
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
async function payToRefusal(deps: Deps, userId: string, requirements: PaymentRequirements): Promise<string | null> {
  const owner = (await addressOwners(deps.db, [requirements.payTo])).get(canonicalAddress(requirements.payTo));
  return owner === userId ? null : 'pay_to_not_a_saved_wallet';
}

/** POST /api/x402/verify: the official "exact" verification, for a payTo among the merchant's saved wallets. */
export async function verifyForMerchant(deps: Deps, userId: string, body: FacilitatorRequest): Promise<VerifyResponse> {
  const refusal = await payToRefusal(deps, userId, body.paymentRequirements);
  if (refusal) return { isValid: false, invalidReason: refusal };
  const verified = await verifyPayment(deps, body.paymentPayload, body.paymentRequirements);
  return verified.ok ? { isValid: true, payer: verified.payer } : { isValid: false, invalidReason: verified.reason, payer: verified.payer };
}

/**
 * POST /api/x402/settle: settles the payment into the merchant's own wallet (the relayer pays the gas on EVM, the sponsor the fee on Solana) and records
 * it in the merchant's account as a COMPLETED link: label = the route's description, the resource URL in metadata,
 * one credit (refused before anything moves when none is left), and `payment.completed` to the webhooks.
 */
export async function settleForMerchant(deps: Deps, merchant: Merchant, body: FacilitatorRequest): Promise<SettleResponse> {
  const { paymentPayload: payload, paymentRequirements: requirements } = body;
  const failed = (errorReason: string, payer?: string): SettleResponse => ({ success: false, errorReason, transaction: '', network: requirements.network, payer });
  const refusal = await payToRefusal(deps, merchant.id, requirements);
  if (refusal) return failed(refusal);
  const network = x402NetworkOf(deps.config, requirements.network);
  if (!network) return failed('unsupported_scheme_or_network');
  if ((await accountBalance(deps.db, merchant.id)).credits < 1) return failed('merchant_has_no_credits');
  const now = new Date();
  const outcome = await settlePayment(deps, { userId: merchant.id, kind: 'facilitator', payload, requirements, now, paymentId: null });
  if (!outcome.ok) return failed(outcome.reason, outcome.payer);

  const resource = payload.resource ?? { url: '', description: '' };
  const label = (resource.description || resource.url || 'x402 payment').slice(0, LABEL_MAX);
  const { payment } = await createPaymentLink(
    deps,
    merchant,
    {
      label,
      amount: formatAmount(outcome.transfer.amount!, 6),
      currency: 'USDC',
      network,
      walletAddress: requirements.payTo,
      metadata: { source: 'x402', resource: resource.url },
    } as Parameters<typeof createPaymentLink>[2],
    { caller: 'api_key', settledByX402: { resourceUrl: resource.url || deps.config.appUrl } },
  );
  if (outcome.sponsored) {
    const { signature, account, fee } = outcome.sponsored;
    await recordSponsoredTransaction(deps, { signature, account, feeLamports: fee, paymentId: payment.id, userId: merchant.id });
  }
  await recordSettledTransfer(deps, { paymentId: payment.id, network, transfer: outcome.transfer, key: outcome.key, now });
  return { ...outcome.settlement, extra: { ...outcome.settlement.extra, paylinkPaymentId: payment.id } };
}
