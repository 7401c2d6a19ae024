import { eq } from 'drizzle-orm';
import { isEvmNetwork, REFUND_PAYER_UNKNOWN, REFUND_TTL_MS, type Refund } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { paymentRequestBuilder } from '../chains/payment-requests';
import { tokenDecimals } from '../payments/links/payment-dto';
import { attachRefund, lockForRefund } from '../payments/misdirected/misdirected-refund';
import { assertNotScreened } from '../screening/assert-not-screened';
import { lapsedButPayable } from '../payments/lifecycle/amount-refundable';
import { headBlock } from './prepare-refund';
import { refundStillPayable } from './refund-terms';
import { toRefundDto } from './refund-dto';
import { refunds } from './schema';

/**
 * Prepares the refund of a payment sent on the wrong network (404 for anyone else's, 409 once accepted): exactly
 * what arrived, in that token, on the network it arrived on, from the merchant's address there to its sender, never
 * to an address the caller names. It never draws on what the link counted (see misdirectedId). The refund watcher
 * completes it and the transfer turns `refunded`. It is sent back once: preparing again returns the refund that is
 * PENDING or COMPLETED; one that lapsed unpaid is still watched for REFUND_LATE_WATCH_MS (paid late, it completes),
 * so until then a new one is a 409 (reopen it instead: reopenRefund), never a second refund that could be paid as well. Through an API key, one credit.
 */
export async function prepareMisdirectedRefund(
  deps: Deps,
  accountId: string,
  id: string,
  opts: { caller: Caller; now?: Date },
): Promise<Refund> {
  const now = opts.now ?? new Date();
  const { row, created } = await deps.db.transaction(async (tx) => {
    const mis = await lockForRefund(tx, accountId, id);
    const earlier = await tx.select().from(refunds).where(eq(refunds.misdirectedId, mis.id));
    const prepared = earlier.find((r) => r.status === 'COMPLETED') ?? earlier.find((r) => r.status === 'PENDING');
    if (prepared) {
      await chargeApiCall(tx, opts.caller, accountId, prepared.id);
      return { row: prepared, created: false };
    }
    const stillWatched = earlier.filter((r) => lapsedButPayable(r, now));
    if (stillWatched.length > 0) throw refundStillPayable(stillWatched, tokenDecimals(mis.currency));
    if (!isEvmNetwork(mis.network))
      throw new AppError('UNSUPPORTED_NETWORK', `${mis.network} is not offered on this server`, 400);
    if (!mis.payer)
      throw new AppError('VALIDATION_ERROR', REFUND_PAYER_UNKNOWN, 400, {
        details: [{ msg: REFUND_PAYER_UNKNOWN, path: 'to' }],
      });
    const rail = paymentRequestBuilder(deps.config, mis.network);
    const to = rail.normalizeAddress(mis.payer);
    const from = rail.normalizeAddress(mis.recipient);
    if (to === from)
      throw new AppError('VALIDATION_ERROR', 'A refund goes to the customer, not to your own wallet.', 400);
    await assertNotScreened(tx, mis.network, to, 'refund');
    const scannedBlock = await headBlock(deps, mis.network);
    const refundId = newId('rfd');
    const paymentUrl = rail.refundRequest({
      refundId,
      to,
      amount: mis.amount,
      decimals: tokenDecimals(mis.currency),
      asset: mis.token,
      reference: null,
      label: `Refund ${mis.currency} sent on the wrong network`,
    });
    const [inserted] = await tx
      .insert(refunds)
      .values({
        id: refundId,
        paymentId: mis.paymentId,
        accountId,
        misdirectedId: mis.id,
        amount: mis.amount,
        currency: mis.currency,
        network: mis.network,
        asset: mis.token,
        fromAddress: from,
        toAddress: to,
        paymentUrl,
        reference: null,
        reason: 'Sent on the wrong network',
        scannedBlock,
        expiresAt: new Date(now.getTime() + REFUND_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await attachRefund(tx, mis.id, refundId);
    await chargeApiCall(tx, opts.caller, accountId, refundId);
    return { row: inserted!, created: true };
  });
  if (created) deps.notifier.notify(row.paymentId);
  return toRefundDto(row);
}
