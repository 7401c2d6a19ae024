import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { chargeApiCall, type Caller } from '../../credits/charge-api-call';
import { paymentRequestBuilder } from '../../chains/payment-requests';
import { canonicalAddress } from '../../wallets/canonical-address';
import { pay } from '../lifecycle/record-observed-transfer';
import { lockPayment } from '../lifecycle/lock-payment';
import { toPaymentDto } from '../links/payment-dto';
import { paymentTransfers } from '../schema';
import { misdirectedTransfers } from './schema';
import { toMisdirectedDto, type NetworkNames } from './misdirected-dto';

/**
 * The merchant accepts a payment sent on the wrong network: it counts toward its link at the link's value through
 * the same core as any transfer (pay: the transition table, the quote that binds, the link's own asset), as the
 * link's token on the link's network (the listed contract of the same symbol there; another token never), its
 * transfer row naming the network it was made on. Once: the row is locked and must be open, and a transfer counts
 * toward one link at most (payment_transfers_counted_once_uq), and never once a refund of it was prepared, all in one transaction. Through an API key, one credit.
 */
export async function acceptMisdirectedTransfer(
  deps: Pick<Deps, 'db' | 'config' | 'prices'>,
  accountId: string,
  id: string,
  opts: { names: NetworkNames; caller: Caller; now?: Date },
) {
  const now = opts.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(misdirectedTransfers)
      .where(and(eq(misdirectedTransfers.id, id), eq(misdirectedTransfers.accountId, accountId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Payment not found', 404);
    if (row.status !== 'open') throw new AppError('CONFLICT', `This payment is already ${row.status}`, 409);
    // A refund once prepared may still be paid (even after it lapses): the money is never both counted and sent back.
    if (row.refundId !== null)
      throw new AppError('CONFLICT', 'A refund of this payment was prepared: it cannot be accepted', 409);
    const link = await lockPayment(tx, row.paymentId);
    if (!link || link.accountId !== accountId) throw new AppError('NOT_FOUND', 'Payment not found', 404);
    const rail = paymentRequestBuilder(deps.config, link.network);
    const asset = rail.tokens.find((t) => t.symbol === row.currency)?.contract ?? null;
    if (
      asset === null ||
      link.asset === null ||
      canonicalAddress(asset) !== canonicalAddress(link.asset) ||
      canonicalAddress(row.recipient) !== canonicalAddress(link.recipientAddress)
    ) {
      throw new AppError('CONFLICT', `The link no longer asks for ${row.currency} at ${row.recipient}`, 409);
    }
    const [counted] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(
        and(
          eq(paymentTransfers.txId, row.txId),
          eq(paymentTransfers.position, row.position),
          ne(paymentTransfers.outcome, 'rejected'),
        ),
      );
    if (counted) throw new AppError('CONFLICT', 'This transfer already counts toward a link', 409);
    const transfer = {
      network: link.network,
      txId: row.txId,
      position: row.position,
      block: row.block,
      txIndex: row.txIndex,
      time: row.blockTime,
      from: row.payer,
      to: link.recipientAddress,
      asset,
      currency: row.currency,
      amount: row.amount,
      reference: null,
      problem: null,
      confirmations: null,
    };
    const ctx = {
      adapter: rail,
      lateWindowMs: deps.config.latePaymentWindowMs,
      now,
      pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
    };
    await pay(tx, link, transfer, ctx, row.network);
    // What the core decided: counted (or excess beyond a paid link), else nothing is accepted.
    const [took] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(
        and(
          eq(paymentTransfers.paymentId, link.id),
          eq(paymentTransfers.txId, row.txId),
          eq(paymentTransfers.position, row.position),
          ne(paymentTransfers.outcome, 'rejected'),
        ),
      );
    if (!took) throw new AppError('CONFLICT', 'This transfer cannot count toward the link', 409);
    const [accepted] = await tx
      .update(misdirectedTransfers)
      .set({ status: 'accepted', resolvedAt: now })
      .where(eq(misdirectedTransfers.id, id))
      .returning();
    const updated = await lockPayment(tx, link.id);
    await chargeApiCall(tx, opts.caller, accountId, id);
    return { misdirected: toMisdirectedDto(accepted!, link.network, opts.names), payment: toPaymentDto(updated!) };
  });
}
