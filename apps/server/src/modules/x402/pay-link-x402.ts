import type { PaymentPayload, PaymentRequired, PaymentRequirements, SettleResponse } from '@x402/core/types';
import type { EvmNetwork, PublicPayment } from '@paylink/shared';
import { getAddress } from 'viem';
import { declarePaymentIdentifierExtension, PAYMENT_IDENTIFIER } from '@x402/extensions/payment-identifier';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { amountRemaining } from '../payments/lifecycle/amount-remaining';
import { getPayment } from '../payments/links/get-payment';
import { getPublicPayment } from '../payments/links/get-public-payment';
import type { PaymentRow } from '../payments/links/payment-dto';
import { recordSettledTransfer } from './record-settled-transfer';
import {
  claimPaymentIdentifier,
  paymentIdentifierOf,
  releasePaymentIdentifier,
  settlePaymentIdentifier,
} from './payment-identifiers';
import { claimAuthorization } from './authorization-claims';
import type { ClaimIntent, Refusal } from './settle-authorization';
import { settlePayment } from './settle-payment';
import { x402LinkUrl } from '../../lib/x402-link';
import {
  caip2Of,
  solanaX402Names,
  USDC_EIP712_DOMAIN,
  X402_MAX_TIMEOUT_SECONDS,
  x402FamilyOf,
  x402NamesOf,
  type X402Family,
  type X402Network,
} from './x402-networks';

type Common = Pick<PaymentRequirements, 'scheme' | 'amount' | 'maxTimeoutSeconds'>;

/** The `accepts` entry of a link by its network's scheme family: what remains, in its USDC, to its wallet (EVM: the token's EIP-712 domain; Solana: the fee payer). */
const LINK_REQUIREMENTS: Record<
  X402Family,
  (deps: Deps, row: PaymentRow, common: Common) => Promise<PaymentRequirements | null>
> = {
  async evm(deps, row, common) {
    const network = row.network as EvmNetwork;
    const net = deps.config.evm[network]!;
    return {
      ...common,
      network: caip2Of(network),
      asset: getAddress(net.usdcAddress),
      payTo: getAddress(row.recipientAddress),
      extra: { ...USDC_EIP712_DOMAIN },
    };
  },
  async svm(deps, row, common) {
    const names = solanaX402Names(deps.config);
    const sponsor = names && (await deps.sponsor());
    if (!names || !sponsor || !row.asset) return null;
    return {
      ...common,
      network: names.caip2,
      asset: row.asset,
      payTo: row.recipientAddress,
      extra: { feePayer: sponsor.address },
    };
  },
};

/** A link that may be paid over x402 now, with what it asks: an open merchant link in USDC on an offered EVM network or on Solana. */
async function payableLink(
  deps: Deps,
  paymentId: string,
  now: Date,
): Promise<{ row: PaymentRow; network: X402Network; requirements: PaymentRequirements }> {
  const row = await getPayment(deps.db, paymentId);
  const family = x402FamilyOf(deps.config, row.network);
  const network = family && row.network;
  const notTaken = () =>
    new AppError('NOT_FOUND', 'This link takes no x402 payments (only USDC links on an EVM network or Solana do)', 404);
  if (!family || !network || row.purpose !== 'link' || !row.x402Url || row.currency !== 'USDC') throw notTaken();
  if (row.status !== 'PENDING' || row.expiresAt <= now)
    throw new AppError(
      'GONE',
      `This link is ${row.status === 'PENDING' ? 'EXPIRED' : row.status === 'CONFIRMED' ? 'paid' : row.status}: it takes no more payments`,
      410,
    );
  if (row.quoteExpiresAt && row.quoteExpiresAt <= now)
    throw new AppError('CONFLICT', 'The quote of this link expired: renew it on its payment page first', 409);
  const secondsLeft = Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000);
  const requirements = await LINK_REQUIREMENTS[family](deps, row, {
    scheme: 'exact',
    amount: amountRemaining(row).toString(),
    maxTimeoutSeconds: Math.max(1, Math.min(X402_MAX_TIMEOUT_SECONDS, secondsLeft)),
  });
  if (!requirements) throw notTaken();
  return { row, network, requirements };
}

/** What `GET` without payment answers (402): x402 v2's PaymentRequired with the link's one `accepts` entry. */
export async function linkPaymentRequired(
  deps: Deps,
  paymentId: string,
  now: Date,
  error?: string,
): Promise<PaymentRequired> {
  const { row, requirements } = await payableLink(deps, paymentId, now);
  return {
    x402Version: 2,
    ...(error ? { error } : {}),
    resource: { url: x402LinkUrl(deps.config.appUrl, row.id), description: row.label, mimeType: 'application/json' },
    accepts: [requirements],
    // Optional: a client that sends an id gets one settlement for every retry with it.
    extensions: { [PAYMENT_IDENTIFIER]: declarePaymentIdentifierExtension(false) },
  };
}

/** The same requirements in x402 v1's shape (a v1 client reads them from the 402 body). */
export function v1Accepts(required: PaymentRequired, network: string) {
  return required.accepts.map((r) => ({
    scheme: r.scheme,
    network,
    maxAmountRequired: r.amount,
    resource: required.resource.url,
    description: required.resource.description ?? '',
    mimeType: required.resource.mimeType ?? 'application/json',
    payTo: r.payTo,
    maxTimeoutSeconds: r.maxTimeoutSeconds,
    asset: r.asset,
    extra: r.extra,
  }));
}

export type LinkPayment =
  | { ok: true; payment: PublicPayment; settlement: SettleResponse }
  /** Sent (or being sent) and not yet seen final: poll the link, or send the same payment identifier again. */
  | { ok: 'pending'; settlement: SettleResponse | null }
  | (Refusal & { required: PaymentRequired });

/**
 * Pays a link with a signed x402 payment, once per `payment-identifier` when the payment carries one: a retry with
 * the same id settles nothing more and answers the first settlement (or that it is still pending).
 */
export async function payLinkX402(
  deps: Deps,
  paymentId: string,
  payload: PaymentPayload,
  now: Date,
): Promise<LinkPayment> {
  const identifier = paymentIdentifierOf(payload);
  if (!identifier) return settleLinkPayment(deps, paymentId, payload, now);
  const key = { paymentId: (await getPayment(deps.db, paymentId)).id, identifier };
  const earlier = await claimPaymentIdentifier(deps.db, key, payload.accepted?.network ?? '');
  if (earlier)
    return 'settled' in earlier
      ? { ok: true, payment: await getPublicPayment(deps, paymentId), settlement: earlier.settled }
      : { ok: 'pending', settlement: earlier.inFlight };
  try {
    const paid = await settleLinkPayment(deps, paymentId, payload, now);
    if (paid.ok === true || paid.ok === 'pending') await settlePaymentIdentifier(deps.db, key, paid.settlement!);
    else await releasePaymentIdentifier(deps.db, key);
    return paid;
  } catch (err) {
    await releasePaymentIdentifier(deps.db, key);
    throw err;
  }
}

/**
 * Pays a link with a signed x402 payment (v2 `PAYMENT-SIGNATURE` or v1 `X-PAYMENT`, decoded): it must accept
 * exactly what the link asks now (what remains, to the merchant's wallet, in its USDC); then verified, settled by
 * the relayer (EVM) or co-signed and sent by the sponsor (Solana), and recorded for the link through payments' recording path. A refusal says why, with the requirements again.
 */
async function settleLinkPayment(
  deps: Deps,
  paymentId: string,
  payload: PaymentPayload,
  now: Date,
): Promise<LinkPayment> {
  const { row, network, requirements } = await payableLink(deps, paymentId, now);
  const forV1 = payload.x402Version === 1;
  const v1Name = x402NamesOf(deps.config, network)!.v1;
  const asked = forV1
    ? {
        ...v1Accepts(
          { x402Version: 1, resource: { url: '', description: row.label }, accepts: [requirements] },
          v1Name,
        )[0]!,
        resource: x402LinkUrl(deps.config.appUrl, row.id),
      }
    : requirements;
  const accountId = row.accountId!;
  const claim: ClaimIntent = async (key, intent) =>
    (await claimAuthorization(deps.db, key, { ...intent, accountId, kind: 'link', paymentId: row.id })) ? row.id : null;
  const outcome = await settlePayment(deps, {
    accountId,
    payload,
    requirements: asked as PaymentRequirements,
    now,
    claim,
  });
  if (!outcome.ok && outcome.status === 202) {
    return {
      ok: 'pending',
      settlement: {
        success: false,
        errorReason: outcome.reason,
        transaction: outcome.transaction!,
        network: requirements.network,
        payer: outcome.payer,
      },
    };
  }
  if (!outcome.ok) return { ...outcome, required: await linkPaymentRequired(deps, paymentId, now, outcome.reason) };
  await recordSettledTransfer(deps, { paymentId: row.id, network, transfer: outcome.transfer, key: outcome.key, now });
  return { ok: true, payment: await getPublicPayment(deps, row.id), settlement: outcome.settlement };
}
