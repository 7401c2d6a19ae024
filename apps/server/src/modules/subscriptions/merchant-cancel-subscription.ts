import type { SubscriptionDetail } from '@paylink/shared';
import type { Deps } from '../../deps';
import { cancelSubscription } from './cancel-subscription';
import { getSubscription } from './get-subscription';

/** The merchant cancels one of their subscriptions (404 for another merchant's). */
export async function merchantCancelSubscription(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<SubscriptionDetail> {
  await getSubscription(deps, accountId, id);
  await cancelSubscription(deps, { id }, 'merchant');
  return getSubscription(deps, accountId, id);
}
