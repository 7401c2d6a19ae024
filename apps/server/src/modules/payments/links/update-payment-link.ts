import { eq } from 'drizzle-orm';
import type { UpdatePaymentLinkInput } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { paymentTransfers, payments } from '../schema';
import { lockOpenLink } from './lock-open-link';
import type { PaymentRow } from './payment-dto';

/**
 * The merchant corrects an open link's label or message while nothing has reached it (no transfer recorded, counted
 * or not): once a customer paid against what the link said, it stays as they saw it (409). The wallet request keeps
 * the words it was created with (its URL and QR never change, so a wallet may already hold them); the checkout,
 * the dashboard, exports, receipts and webhooks show the new ones. Another merchant's link is a 404.
 */
export async function updatePaymentLink(
  tx: Db,
  accountId: string,
  id: string,
  input: UpdatePaymentLinkInput,
  now: Date,
): Promise<PaymentRow> {
  await lockOpenLink(tx, accountId, id, 'edited');
  const [arrived] = await tx
    .select({ id: paymentTransfers.id })
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentId, id))
    .limit(1);
  if (arrived)
    throw new AppError(
      'CONFLICT',
      'A payment already reached this link: its label and message can no longer change',
      409,
    );
  const changes = {
    ...(input.label !== undefined && { label: input.label }),
    ...(input.message !== undefined && { message: input.message || null }),
    updatedAt: now,
  };
  const [updated] = await tx.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return updated!;
}
