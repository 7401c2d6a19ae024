import { and, eq, gt, isNull } from 'drizzle-orm';
import { formatAmount, isBitcoinAddressOn, MSG, type PublicRefundClaim } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { tokenDecimals } from '../payments/links/payment-dto';
import { prepareRefund } from '../refunds/prepare-refund';
import { claimByToken } from './list-refund-claims';
import { toPublicRefundClaim } from './refund-claim-dto';
import { refundClaims } from './schema';

const ANSWERED = 'This refund link was already answered: its address cannot be changed. Contact the merchant.';
const EXPIRED = 'This refund link has expired. Ask the merchant for a new one.';

/**
 * The customer's answer to a claim: their address (of the server's chain, the spec's message otherwise) prepares
 * the refund of the claim's amount to it, as the merchant would (see prepareRefund), which the merchant then pays.
 * Once only: the claim is taken first by a conditional update (a second or concurrent answer is a 409), and given
 * back when the refund cannot be prepared (e.g. what may be refunded shrank since), so nothing is half answered.
 */
export async function answerRefundClaim(
  deps: Deps,
  token: string,
  address: string,
  now = new Date(),
): Promise<PublicRefundClaim> {
  const claim = await claimByToken(deps.db, token);
  const bitcoin = deps.config.bitcoin;
  if (!bitcoin) throw new AppError('UNSUPPORTED_NETWORK', 'bitcoin is not offered on this server', 400);
  if (claim.answeredAt) throw new AppError('CONFLICT', ANSWERED, 409);
  if (claim.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', EXPIRED, 409);
  if (!isBitcoinAddressOn(address, bitcoin.network)) {
    throw new AppError('VALIDATION_ERROR', MSG.invalidBitcoin, 400, {
      details: [{ msg: MSG.invalidBitcoin, path: 'address' }],
    });
  }

  const [taken] = await deps.db
    .update(refundClaims)
    .set({ address, answeredAt: now })
    .where(and(eq(refundClaims.id, claim.id), isNull(refundClaims.answeredAt), gt(refundClaims.expiresAt, now)))
    .returning();
  if (!taken) throw new AppError('CONFLICT', ANSWERED, 409);

  let refundId: string;
  try {
    const refund = await prepareRefund(
      deps,
      claim.accountId,
      claim.paymentId,
      {
        amount: formatAmount(claim.amount, tokenDecimals(claim.currency)),
        transferId: claim.transferId ?? undefined,
        to: address,
        reason: claim.reason ?? undefined,
      },
      { caller: 'session', now },
    );
    refundId = refund.id;
  } catch (err) {
    await deps.db.update(refundClaims).set({ address: null, answeredAt: null }).where(eq(refundClaims.id, claim.id));
    throw err;
  }
  const [answered] = await deps.db
    .update(refundClaims)
    .set({ refundId })
    .where(eq(refundClaims.id, claim.id))
    .returning();
  return toPublicRefundClaim(answered!, bitcoin.network, now);
}
