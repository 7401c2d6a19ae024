import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { paymentRequestBuilder } from '../chains/payment-requests';
import { countAssignedTransfer } from '../payments/lifecycle/count-assigned-transfer';
import { toPaymentDto } from '../payments/links/payment-dto';
import { unmatchedTransfers } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/**
 * The merchant says which of their links an unmatched transfer pays: it counts toward that link through the
 * transition table (partial, complete or excess), with its transfer row and event, in one transaction; the
 * transfer is then listed as assigned (open or dismissed before). The link must be the merchant's, in the same network, token and wallet.
 */
export async function assignUnmatchedTransfer(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  id: string,
  paymentId: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(unmatchedTransfers)
      .where(and(eq(unmatchedTransfers.id, id), eq(unmatchedTransfers.accountId, accountId)))
      .for('update');
    if (!transfer) throw new AppError('NOT_FOUND', 'Transfer not found', 404);
    // A dismissed transfer may still be assigned (the merchant changed their mind); an assigned one counts once.
    if (transfer.status === 'assigned') throw new AppError('CONFLICT', 'This transfer is already assigned', 409);
    const updated = await countAssignedTransfer(tx, {
      accountId,
      paymentId,
      transfer: {
        ...transfer,
        txId: transfer.txId,
        asset: transfer.token,
        from: transfer.payer,
        time: transfer.blockTime,
      },
      matchBy: paymentRequestBuilder(config, transfer.network).matchBy,
      now,
    });
    const [assigned] = await tx
      .update(unmatchedTransfers)
      .set({ status: 'assigned', paymentId: updated.id, resolvedAt: now })
      .where(eq(unmatchedTransfers.id, id))
      .returning();
    return { transfer: toUnmatchedTransferDto(assigned!), payment: toPaymentDto(updated) };
  });
}
