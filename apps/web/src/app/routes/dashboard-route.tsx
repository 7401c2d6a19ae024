import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { UnmatchedTransfersCard } from '../../features/unmatched-transfers/components/unmatched-transfers-card';
import { SubscriptionsSummaryCard } from '../../features/subscriptions/components/subscriptions-summary-card';

// Features never import each other: the dashboard gets the unmatched-transfers and subscription cards from here.
export function DashboardRoute() {
  return <DashboardPage unmatchedTransfers={<UnmatchedTransfersCard />} subscriptions={<SubscriptionsSummaryCard />} />;
}
