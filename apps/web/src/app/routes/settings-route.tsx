import { BrandTab } from '../../features/brand/components/brand-tab';
import { CreditsTab } from '../../features/billing/components/credits-tab';
import { CompletionTab } from '../../features/payments/components/completion-tab';
import { PayOptionsTab } from '../../features/payments/components/pay-options-tab';
import { SettingsPage, type SettingsTab } from '../../features/settings/components/settings-page';
import { ACCOUNT_TAB, API_TAB, NOTIFICATIONS_TAB, WALLET_TAB } from '../../features/settings/components/settings-tabs';
import { TeamTab } from '../../features/team/components/team-tab';
import { WebhooksTab } from '../../features/webhooks/components/webhooks-tab';

// Features never import each other: the settings screen gets brand's, payments', billing's, webhooks' and team's tabs from here.
const TABS: SettingsTab[] = [
  ACCOUNT_TAB,
  { id: 'brand', label: 'Brand', render: () => <BrandTab /> },
  WALLET_TAB,
  { id: 'pay-options', label: 'Pay options', render: (user) => <PayOptionsTab user={user} /> },
  { id: 'payments', label: 'Payments', render: () => <CompletionTab /> },
  { id: 'credits', label: 'Credits', render: () => <CreditsTab /> },
  API_TAB,
  { id: 'webhooks', label: 'Webhooks', render: () => <WebhooksTab /> },
  { id: 'team', label: 'Team', render: () => <TeamTab /> },
  NOTIFICATIONS_TAB,
];

export function SettingsRoute() {
  return <SettingsPage tabs={TABS} />;
}
