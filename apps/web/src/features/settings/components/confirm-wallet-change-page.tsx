import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { useConfirmWalletChange } from '../api/confirm-wallet-change';

/** Opened from the email that confirms a payout-address change of an account without a password. */
export function ConfirmWalletChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmWalletChange();
  useSendTokenOnce(token, confirmation.mutate);

  let body;
  if (confirmation.isSuccess) {
    body = (
      <div className="space-y-4 text-center" data-testid="wallet-change-confirmed">
        <p className="font-medium text-gray-900">Your new payout address is saved.</p>
        <p className="text-sm text-gray-600">
          Payments you receive from now on go to {confirmation.data.user.walletAddress ?? 'your new addresses'}.
        </p>
        <ButtonLink to="/settings?tab=wallet" className="w-full">
          Go to Settings
        </ButtonLink>
      </div>
    );
  } else if (!token || confirmation.isError) {
    body = (
      <div className="space-y-4 text-center" data-testid="wallet-change-error">
        <p role="alert" className="font-medium text-gray-900">
          {token
            ? errorMessage(confirmation.error, 'This confirmation link is invalid or has expired.')
            : 'This link has no confirmation token.'}
        </p>
        <p className="text-sm text-gray-600">
          Your payout addresses are unchanged. You can request the change again in Settings.
        </p>
        <ButtonLink to="/settings?tab=wallet" className="w-full">
          Go to Settings
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <Spinner label="Confirming your new payout address..." className="py-6" data-testid="wallet-change-pending" />
    );
  }

  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardHeader title="Payout Address Change" />
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
