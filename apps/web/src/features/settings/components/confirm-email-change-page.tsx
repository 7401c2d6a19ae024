import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { useConfirmEmailChange } from '../api/change-email';

/** Opened from the link sent to a new sign-in address. */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmEmailChange();
  useSendTokenOnce(token, confirmation.mutate);

  let body;
  if (confirmation.isSuccess) {
    body = (
      <div className="space-y-4 text-center" data-testid="email-change-confirmed">
        <p className="font-medium text-gray-900">Your email address is changed.</p>
        <p className="text-sm text-gray-600">From now on you sign in with {confirmation.data.email}.</p>
        <ButtonLink to="/settings?tab=account" className="w-full">
          Go to Settings
        </ButtonLink>
      </div>
    );
  } else if (!token || confirmation.isError) {
    body = (
      <div className="space-y-4 text-center" data-testid="email-change-error">
        <p role="alert" className="font-medium text-gray-900">
          {token
            ? errorMessage(confirmation.error, 'This confirmation link is invalid or has expired.')
            : 'This link has no confirmation token.'}
        </p>
        <p className="text-sm text-gray-600">
          Your email address is unchanged. You can ask for the change again in Settings.
        </p>
        <ButtonLink to="/settings?tab=account" className="w-full">
          Go to Settings
        </ButtonLink>
      </div>
    );
  } else {
    body = <Spinner label="Confirming your new email address..." className="py-6" data-testid="email-change-pending" />;
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        {/* A page of its own (opened from an email), so its title is the page's h1. */}
        <h1 className="border-b border-gray-100 px-6 py-4 text-lg font-semibold text-gray-900">Email Address Change</h1>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
