import { PlansCard } from './plans-card';
import { SubscribersCard } from './subscribers-card';

/** /subscriptions: the merchant's recurring plans and their subscribers (issue 33). */
export function SubscriptionsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Subscriptions</h1>
      <PlansCard />
      <SubscribersCard />
    </div>
  );
}
