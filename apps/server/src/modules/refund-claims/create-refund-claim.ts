import { MSG, REFUND_CLAIM_TTL_MS, type createRefundClaimBodySchema, type RefundClaim } from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { networkRails } from '../chains/payment-requests';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { lockPayment } from '../payments/lifecycle/lock-payment';
import { refundTerms } from '../refunds/refund-terms';
import { toRefundClaimDto } from './refund-claim-dto';
import { refundClaims } from './schema';

export type CreateRefundClaimBody = NonNullable<z.output<typeof createRefundClaimBodySchema>>;

/** The customer's page of a claim: `<app>/refund-claim/<token>`. */
export const refundClaimUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/refund-claim/${token}`;

/**
 * A claim link for a refund of one of the merchant's Bitcoin links (404 for anyone else's): the amount is fixed now
 * with a refund's rules (default: what is owed; 400 above what may be refunded), the customer gives the address.
 * Answers the claim and its URL, whose token is kept only as a hash. Through an API key (`caller`) it costs one credit,
 * in the same transaction.
 */
export async function createRefundClaim(
  deps: Deps,
  accountId: string,
  paymentId: string,
  body: CreateRefundClaimBody,
  opts: { caller: Caller; now?: Date },
): Promise<{ claim: RefundClaim; url: string }> {
  const now = opts.now ?? new Date();
  const token = newSecretToken();
  const row = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId, accountId);
    if (!payment) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
    // Networks whose payer cannot be refunded where they paid from (Bitcoin): the customer names the address.
    if (!networkRails(deps.config).get(payment.network)?.profile.refundClaims) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Refund claim links are for Bitcoin links: other networks refund the wallet that paid.',
        400,
      );
    }
    const { transfer, currency, amount } = await refundTerms(tx, payment, body);
    const [inserted] = await tx
      .insert(refundClaims)
      .values({
        id: newId('rcl'),
        paymentId: payment.id,
        accountId,
        transferId: transfer?.id ?? null,
        label: payment.label,
        amount,
        currency,
        reason: body.reason || null,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + REFUND_CLAIM_TTL_MS),
        createdAt: now,
      })
      .returning();
    await chargeApiCall(tx, opts.caller, accountId, inserted!.id);
    return inserted!;
  });
  return { claim: toRefundClaimDto(row, now), url: refundClaimUrl(deps.config.appUrl, token) };
}
