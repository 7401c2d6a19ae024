import { and, desc, eq } from 'drizzle-orm';
import { type PublicRefundClaim, type RefundClaim } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { getPayment } from '../payments/links/get-payment';
import { toPublicRefundClaim, toRefundClaimDto } from './refund-claim-dto';
import { refundClaims, type RefundClaimRow } from './schema';

/** The claims of one of the merchant's links, newest first; 404 for anyone else's link, as its sibling routes answer. */
export async function listRefundClaims(db: Db, accountId: string, paymentId: string): Promise<RefundClaim[]> {
  const payment = await getPayment(db, paymentId, accountId);
  const rows = await db
    .select()
    .from(refundClaims)
    .where(and(eq(refundClaims.paymentId, payment.id), eq(refundClaims.accountId, accountId)))
    .orderBy(desc(refundClaims.createdAt));
  return rows.map((row) => toRefundClaimDto(row));
}

export const CLAIM_NOT_FOUND = 'This refund link is not valid. Ask the merchant for a new one.';

/** The claim a customer's token opens: 404 for an unknown token. */
export async function claimByToken(db: Db, token: string): Promise<RefundClaimRow> {
  const [row] = await db
    .select()
    .from(refundClaims)
    .where(eq(refundClaims.tokenHash, hashToken(token)));
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND, 404);
  return row;
}

/** What the customer's page shows (404 for an unknown token, or when the server no longer offers Bitcoin). */
export async function getPublicRefundClaim(deps: Deps, token: string): Promise<PublicRefundClaim> {
  const row = await claimByToken(deps.db, token);
  if (!deps.config.bitcoin) throw new AppError('UNSUPPORTED_NETWORK', 'bitcoin is not offered on this server', 400);
  return toPublicRefundClaim(row, deps.config.bitcoin.network);
}
