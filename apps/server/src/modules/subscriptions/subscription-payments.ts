import { asc, eq } from 'drizzle-orm';
import type { SubscriptionPayment } from '@paylink/shared';
import type { Deps } from '../../deps';
import { paymentStatuses } from '../payments/links/payment-statuses';
import { subscriptionPeriods } from './schema';
import { toSubscriptionPaymentDto } from './subscription-dto';

/** A subscription's links, oldest first, with each link's live status. */
export async function subscriptionPayments(
  deps: Pick<Deps, 'db' | 'config'>,
  subscriptionId: string,
): Promise<SubscriptionPayment[]> {
  const periods = await deps.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPeriods.createdAt), asc(subscriptionPeriods.id));
  const statuses = await paymentStatuses(
    deps.db,
    periods.map((p) => p.paymentId),
  );
  return periods.map((p) => toSubscriptionPaymentDto(deps.config.appUrl, p, statuses.get(p.paymentId) ?? 'PENDING'));
}
