import { and, eq } from 'drizzle-orm';
import { MSG, REFUND_TTL_MS, type Refund } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { lapsedButPayable } from '../payments/lifecycle/amount-refundable';
import { lockPayment } from '../payments/lifecycle/lock-payment';
import { assertNotScreened } from '../screening/assert-not-screened';
import { toRefundDto } from './refund-dto';
import { nextRefundStatus } from './refund-transitions';
import { refunds } from './schema';

/**
 * Reopens a refund of one of the merchant's links (404 for anyone else's) that lapsed unpaid but can still complete
 * (lapsedButPayable): PENDING again with a fresh REFUND_TTL_MS, the same amount, destination and request (reference,
 * or on EVM and Bitcoin the exact amount from the same wallet, searched from the same block), so paying the request
 * shown before or now is one refund, completed once. It never took more than it reserves: a lapsed refund keeps
 * reserving while it can be paid, so no cap is crossed. Refunds hold no unique amount (only incoming payments do),
 * so there is none to take again. A PENDING or COMPLETED refund, or one lapsed past the late watch, is a 409; under
 * the link's row lock, so of two reopens at once one succeeds and the other finds it PENDING.
 */
export async function reopenRefund(
  deps: Deps,
  accountId: string,
  paymentId: string,
  refundId: string,
  opts: { now?: Date } = {},
): Promise<Refund> {
  const now = opts.now ?? new Date();
  const row = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId, accountId);
    if (!payment) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.paymentId, payment.id)))
      .for('update');
    if (!refund) throw new AppError('NOT_FOUND', 'Refund not found', 404);
    const to = nextRefundStatus(refund.status, 'reopened');
    if (!to)
      throw new AppError(
        'CONFLICT',
        `This refund is ${refund.status}: only a refund that expired unpaid can be reopened.`,
        409,
      );
    if (!lapsedButPayable(refund, now))
      throw new AppError('CONFLICT', 'This refund expired too long ago to be paid: prepare a new refund instead.', 409);
    await assertNotScreened(tx, refund.network, refund.toAddress, 'refund');
    const [reopened] = await tx
      .update(refunds)
      .set({ status: to, expiresAt: new Date(now.getTime() + REFUND_TTL_MS), updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    return reopened!;
  });
  // The dashboard's live feed: the link's refunds changed.
  deps.notifier.notify(row.paymentId);
  return toRefundDto(row);
}
