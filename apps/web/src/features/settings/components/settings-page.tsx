import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@paylink/shared';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/use-auth';

export interface SettingsTab {
  id: string;
  label: string;
  render: (user: User, updateUser: (user: User) => void) => ReactNode;
}

/**
 * The settings screen: a row of tabs and the active one's panel. The tabs are given by the app, which
 * composes this feature's own (account, wallet, API) with other features' (credits, webhooks).
 * The active tab lives in ?tab= so other screens can link straight to, say, the credits tab.
 */
export function SettingsPage({ tabs }: { tabs: SettingsTab[] }) {
  const { user, updateUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;

  if (!user) return <Spinner label="Loading..." className="py-12" />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Settings</h1>
        <p className="mt-1 text-sm text-gray-600">Manage your account, wallets, credits and API access.</p>
      </div>
      <div role="tablist" aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`settings-tab-${tab.id}`}
            aria-selected={active.id === tab.id}
            aria-controls="settings-panel"
            data-testid={`settings-tab-${tab.id}`}
            onClick={() => setParams({ tab: tab.id }, { replace: true })}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium',
              active.id === tab.id
                ? 'border-indigo-600 text-indigo-600'
                : 'border-transparent text-gray-500 hover:text-gray-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${active.id}`}>
        {active.render(user, updateUser)}
      </div>
    </div>
  );
}
