import { and, desc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { formatAmount, type PublicPayment, type RejectReason } from '@paylink/shared';
import type { Deps } from '../../../deps';
import { amountRemaining } from '../lifecycle/amount-remaining';
import { foundPayment } from './get-payment';
import { preparedStatement } from '../../../db/prepared-statement';
import { tokenDecimals, toPublicPayment } from './payment-dto';
import { merchantBrandOf } from './merchant-names';
import { qrCodeData } from './qr-code-data';
import { paymentTransfers, payments } from '../schema';
import { networkRails } from '../../chains/payment-requests';
import { unconfirmedAmountColumn } from '../lifecycle/record-unconfirmed-transfer';
import { checkoutAmounts } from './checkout-amounts';
import { networkNames } from '../../chains/network-profiles';
import { misdirectedColumn, toMisdirectedNotice } from '../misdirected/misdirected-dto';

/** Why the link's latest rejected transfer (highest block) did not count, as a column of a statement over payments. */
const latestRejectedReason = sql<RejectReason | null>`(${new QueryBuilder()
  .select({ reason: paymentTransfers.reason })
  .from(paymentTransfers)
  .where(and(eq(paymentTransfers.paymentId, payments.id), eq(paymentTransfers.outcome, 'rejected')))
  .orderBy(desc(paymentTransfers.block))
  .limit(1)})`;

// One statement: the link, its latest rejected transfer's reason and its unconfirmed sum (both used only while it is open).
const publicPaymentRow = preparedStatement((db) =>
  db
    .select({
      row: payments,
      rejectedReason: latestRejectedReason,
      unconfirmed: unconfirmedAmountColumn(payments.id),
      misdirected: misdirectedColumn(payments.id),
    })
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))
    .prepare('public_payment'),
);

/**
 * What a paying customer sees (public status endpoint, its stream, the hosted page): the link, what arrived,
 * what is left and what was refunded, and while it is open a request and QR for the rest (where its rail has one)
 * and why the latest rejected transfer did not count; a token-priced link's fiat equivalent and each pay option's
 * amount (at fresh prices only).
 * Never the payer's address or merchant data beyond the merchant's brand (name, logo, accent colour).
 */
export async function getPublicPayment(
  deps: Pick<Deps, 'db' | 'prices' | 'config'>,
  id: string,
): Promise<PublicPayment> {
  const [found] = await publicPaymentRow(deps.db).execute({ id });
  const { row, rejectedReason, unconfirmed, misdirected } = foundPayment(found);
  const decimals = tokenDecimals(row.currency);
  const received = row.amountReceived ?? 0n;
  const remaining = amountRemaining(row);
  const open = row.status === 'PENDING';
  // A request for the rest where the rail can still name the link (Solana: its reference). A link found by its exact
  // amount is not found by the rest: that lands in the merchant's unmatched-transfers inbox, to be assigned.
  const rail = networkRails(deps.config).get(row.network);
  const remainingUrl =
    open && received > 0n && rail?.remainingRequest
      ? rail.remainingRequest({
          recipient: row.recipientAddress,
          amount: formatAmount(remaining, decimals),
          asset: row.asset,
          reference: row.reference,
          label: row.label,
          message: row.message,
          paymentId: row.id,
        })
      : null;
  // Paylink sells credit purchases itself: only a merchant's own link shows its merchant's brand.
  const brand = row.purpose === 'link' && row.accountId ? await merchantBrandOf(deps.db, row.accountId) : null;
  return {
    ...toPublicPayment(row),
    amountReceived: formatAmount(received, decimals),
    amountRemaining: formatAmount(remaining, decimals),
    amountRefunded: formatAmount(row.amountRefunded, decimals),
    amountUnconfirmed: formatAmount(open ? unconfirmed : 0n, decimals),
    remainingSolanaPayUrl: remainingUrl,
    remainingQrCodeData: remainingUrl && qrCodeData(remainingUrl),
    transactionRequestQrCodeData: open && row.transactionRequestUrl ? qrCodeData(row.transactionRequestUrl) : null,
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
    rejectedReason: open ? rejectedReason : null,
    misdirected: open
      ? misdirected
          .filter((m) => m.status === 'open')
          .map((m) => toMisdirectedNotice(m, row.network, networkNames(deps.config)))
      : [],
    merchantName: brand?.name ?? null,
    merchantLogoUrl: brand?.logoUrl ?? null,
    merchantAccentColor: brand?.accentColor ?? null,
    ...(await checkoutAmounts(deps, row)),
  };
}
