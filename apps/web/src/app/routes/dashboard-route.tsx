import { BusinessNamePrompt } from '../../features/brand/components/business-name-prompt';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { UnmatchedTransfersCard } from '../../features/unmatched-transfers/components/unmatched-transfers-card';
import { SubscriptionsSummaryCard } from '../../features/subscriptions/components/subscriptions-summary-card';

// Features never import each other: the dashboard gets the business-name question, the unmatched-transfers and subscription cards from here.
export function DashboardRoute() {
  return (
    <DashboardPage
      onboarding={<BusinessNamePrompt />}
      unmatchedTransfers={<UnmatchedTransfersCard />}
      subscriptions={<SubscriptionsSummaryCard />}
    />
  );
}
