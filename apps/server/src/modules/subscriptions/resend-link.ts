import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { getSubscription } from './get-subscription';
import { subscriptionPeriods } from './schema';
import { linkEmail } from './send-link-email';

/** The merchant re-sends a subscriber the open link (first or renewal) with the portal link; 409 when nothing is owed. */
export async function resendLink(deps: Deps, accountId: string, id: string): Promise<{ paymentId: string }> {
  const sub = await getSubscription(deps, accountId, id);
  const [latest] = await deps.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, id))
    .orderBy(desc(subscriptionPeriods.createdAt))
    .limit(1);
  if (sub.status === 'CANCELED' || !latest || latest.paidAt)
    throw new AppError('CONFLICT', 'This subscription has no open link to send', 409);
  await deps.mailer.send(await linkEmail(deps, latest));
  return { paymentId: latest.paymentId };
}
