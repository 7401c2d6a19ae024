import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { UnmatchedTransfersCard } from '../../features/unmatched-transfers/components/unmatched-transfers-card';

// Features never import each other: the dashboard gets the unmatched-transfers card from here.
export function DashboardRoute() {
  return <DashboardPage unmatchedTransfers={<UnmatchedTransfersCard />} />;
}
