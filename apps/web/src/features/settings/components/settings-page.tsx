import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/use-auth';
import { AccountTab } from './account-tab';
import { ApiTab } from './api-tab';
import { CreditsTab } from './credits-tab';
import { WalletTab } from './wallet-tab';
import { WebhooksTab } from './webhooks-tab';

const TABS = [
  { id: 'account', label: 'Account' },
  { id: 'wallet', label: 'Wallet' },
  { id: 'credits', label: 'Credits' },
  { id: 'api', label: 'API Integration' },
  { id: 'webhooks', label: 'Webhooks' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function isTabId(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** The active tab lives in ?tab= so other screens can link straight to, say, the credits tab. */
export function SettingsPage() {
  const { user, updateUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabId = isTabId(requested) ? requested : 'account';

  if (!user) return <Spinner label="Loading..." className="py-12" />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Settings</h1>
        <p className="mt-1 text-sm text-gray-600">Manage your account, wallets, credits and API access.</p>
      </div>
      <div role="tablist" aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`settings-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls="settings-panel"
            data-testid={`settings-tab-${tab.id}`}
            onClick={() => setParams({ tab: tab.id }, { replace: true })}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium',
              active === tab.id ? 'border-indigo-600 text-indigo-600' : 'border-transparent text-gray-500 hover:text-gray-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${active}`}>
        {active === 'account' && <AccountTab user={user} />}
        {active === 'wallet' && <WalletTab user={user} onSaved={updateUser} />}
        {active === 'credits' && <CreditsTab />}
        {active === 'api' && <ApiTab user={user} />}
        {active === 'webhooks' && <WebhooksTab />}
      </div>
    </div>
  );
}
