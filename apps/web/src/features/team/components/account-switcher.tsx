import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';

/** In the sidebar for people in several accounts: which account this session acts for, and the role there. */
export function AccountSwitcher() {
  const { account, accounts, switchAccount } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  if (!account || accounts.length < 2) return null;

  async function choose(accountId: string) {
    setError(null);
    try {
      await switchAccount(accountId);
      navigate('/dashboard');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not switch account');
    }
  }

  return (
    <div className="px-3 pb-3">
      <label htmlFor="account-switcher" className="block px-3 text-xs font-medium text-gray-500">
        Account
      </label>
      <select
        id="account-switcher"
        data-testid="account-switcher"
        value={account.id}
        onChange={(e) => void choose(e.target.value)}
        className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
      >
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.role})
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="mt-1 px-3 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
