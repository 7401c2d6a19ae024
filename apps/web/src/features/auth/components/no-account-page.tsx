import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useOpenOwnAccount } from '../api/open-own-account';
import { AuthPageShell } from './auth-page-shell';

/**
 * What a signed-in person who belongs to no account sees instead of a dashboard: an invitee removed from their team,
 * or one who has not accepted their invitation yet. They may create their own merchant account, or sign out.
 */
export function NoAccountPage() {
  const { user, logout, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const open = useOpenOwnAccount();

  async function create() {
    const created = await open.run(undefined).then(
      () => true,
      () => false,
    );
    if (!created) return;
    // Every cached screen was refused; the profile now names the new account, and the dashboard shows.
    queryClient.clear();
    await refreshUser();
  }

  return (
    <AuthPageShell title="You are not a member of any team any more">
      <div className="space-y-4" data-testid="no-account">
        <p className="text-sm text-gray-700">
          You are signed in as <strong>{user?.email}</strong>, but you no longer belong to a team on Paylink: you were
          removed from it, or you have not accepted your invitation yet. To join a team, open the invitation link from
          your email again.
        </p>
        <p className="text-sm text-gray-700">You can also create your own merchant account to accept payments.</p>
        {open.isError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            data-testid="no-account-error"
          >
            {errorMessage(open.error, 'Could not create your merchant account.')}
          </p>
        )}
        <Button
          className="w-full"
          isLoading={open.isPending}
          onClick={() => void create()}
          data-testid="no-account-create"
        >
          Create my merchant account
        </Button>
        <Button variant="outline" className="w-full" onClick={logout} data-testid="no-account-sign-out">
          Sign out
        </Button>
      </div>
    </AuthPageShell>
  );
}
