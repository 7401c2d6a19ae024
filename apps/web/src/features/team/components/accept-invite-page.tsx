import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { ApiError } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { useAcceptInvitation, useCheckInvitation } from '../api/accept-invitation';

function Shell({ children, title = 'Team Invitation' }: { children: ReactNode; title?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <h1 className="border-b border-gray-100 px-6 py-4 text-lg font-semibold text-gray-900">{title}</h1>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

/**
 * Signed out: a new person signs up from the invitation (they join the team, with no merchant account of their own);
 * someone with a Paylink user signs in and comes back here (?next=) to accept.
 */
function SignedOut({ here, token }: { here: string; token: string }) {
  return (
    <div className="space-y-4" data-testid="accept-invite-signed-out">
      <p className="text-sm text-gray-700">
        You were invited to join a team on Paylink. New to Paylink? Sign up with the email address the invitation was
        sent to: you join the team straight away, without creating a merchant account of your own.
      </p>
      <p className="text-sm text-gray-600">Already use Paylink with that address? Sign in to accept the invitation.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink
          to={`/register?invite=${encodeURIComponent(token)}`}
          className="flex-1"
          data-testid="accept-invite-register"
        >
          Sign up and join
        </ButtonLink>
        <ButtonLink
          to={`/login?next=${encodeURIComponent(here)}`}
          variant="outline"
          className="flex-1"
          data-testid="accept-invite-sign-in"
        >
          Sign in
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /accept-invite?token=… from the invitation email: a signed-in person accepts and may switch to the account
 * joined; a signed-out one signs up from it (joining at once) or signs in first. The server's refusal (another email, an expired
 * or used link) is shown as it words it.
 */
export function AcceptInvitePage() {
  const { user, isLoading, logout, refreshUser, switchAccount } = useAuth();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = params.get('token');
  const accept = useAcceptInvitation();
  const [switching, setSwitching] = useState(false);
  const check = useCheckInvitation();
  useSendTokenOnce(token, (t) => void check.run(t).catch(() => undefined));
  const dead = check.error instanceof ApiError && check.error.status === 400;

  if (!token || dead) {
    return (
      <Shell title="Invitation not found">
        <div className="space-y-4" data-testid="accept-invite-not-found">
          <p className="text-sm text-gray-700" data-testid="accept-invite-error">
            {dead ? errorMessage(check.error, '') : 'This link has no invitation token.'}
          </p>
          <ButtonLink to="/" variant="outline" className="w-full">
            Go to Paylink
          </ButtonLink>
        </div>
      </Shell>
    );
  }
  if (isLoading || check.isPending) return <Spinner label="Loading..." className="min-h-screen justify-center" />;
  if (!user)
    return (
      <Shell>
        <SignedOut here={`${pathname}${search}`} token={token} />
      </Shell>
    );

  async function openAccount(accountId: string) {
    setSwitching(true);
    try {
      await switchAccount(accountId);
      navigate('/dashboard');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not switch account'));
      setSwitching(false);
    }
  }

  if (accept.isSuccess) {
    const joined = accept.data;
    return (
      <Shell>
        <div className="space-y-4 text-center" data-testid="accept-invite-joined">
          <p className="font-medium text-gray-900" data-testid="accept-invite-account">
            You joined {joined.name} as {joined.role === 'admin' ? 'an' : 'a'} {joined.role}.
          </p>
          <Button
            className="w-full"
            isLoading={switching}
            onClick={() => void openAccount(joined.id)}
            data-testid="accept-invite-open"
          >
            Go to {joined.name}
          </Button>
          <ButtonLink to="/dashboard" variant="outline" className="w-full">
            Go to Dashboard
          </ButtonLink>
        </div>
      </Shell>
    );
  }

  return (
    <Shell>
      <div className="space-y-4" data-testid="accept-invite-signed-in">
        <p className="text-sm text-gray-700">
          You are signed in as <strong>{user.email}</strong>. Accept the invitation to join the account with the role it
          gives you.
        </p>
        {accept.isError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            data-testid="accept-invite-error"
          >
            {errorMessage(accept.error, 'Could not accept the invitation.')}
          </p>
        )}
        <Button
          className="w-full"
          isLoading={accept.isPending}
          data-testid="accept-invite-submit"
          onClick={() => accept.mutate(token, { onSuccess: () => void refreshUser() })}
        >
          Accept invitation
        </Button>
        <Button
          variant="outline"
          className="w-full"
          data-testid="accept-invite-other-user"
          onClick={() => {
            logout();
            navigate(`/login?next=${encodeURIComponent(`${pathname}${search}`)}`);
          }}
        >
          Sign in with another email
        </Button>
      </div>
    </Shell>
  );
}
