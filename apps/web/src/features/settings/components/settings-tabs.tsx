import type { SettingsTab } from './settings-page';
import { AccountTab } from './account-tab';
import { ApiTab } from './api-tab';
import { NotificationsTab } from './notifications-tab';
import { WalletTab } from './wallet-tab';

/** The settings feature's own tabs; the app places them among the other features' tabs. */
export const ACCOUNT_TAB: SettingsTab = {
  id: 'account',
  label: 'Account',
  render: (user) => <AccountTab user={user} />,
};
export const WALLET_TAB: SettingsTab = {
  id: 'wallet',
  label: 'Wallet',
  render: (user, updateUser) => <WalletTab user={user} onSaved={updateUser} />,
};
export const API_TAB: SettingsTab = { id: 'api', label: 'API Integration', render: (user) => <ApiTab user={user} /> };
export const NOTIFICATIONS_TAB: SettingsTab = {
  id: 'notifications',
  label: 'Notifications',
  render: (user) => <NotificationsTab user={user} />,
};
