import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { useConfirmOwnershipTransfer } from '../api/ownership-transfer';

/** Opened from the email that confirms an ownership transfer (the link is the credential: it works signed out). */
export function ConfirmOwnershipTransferPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmOwnershipTransfer();
  useSendTokenOnce(token, confirmation.mutate);

  let body;
  if (confirmation.isSuccess) {
    body = (
      <p className="text-center font-medium text-gray-900" data-testid="ownership-transfer-confirmed">
        {confirmation.data.message} You are now an admin of the account.
      </p>
    );
  } else if (!token || confirmation.isError) {
    body = (
      <p role="alert" className="text-center font-medium text-gray-900" data-testid="ownership-transfer-error">
        {token
          ? errorMessage(confirmation.error, 'This confirmation link is invalid or has expired.')
          : 'This link has no confirmation token.'}
      </p>
    );
  } else {
    body = <Spinner label="Confirming the transfer..." className="py-6" />;
  }

  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardHeader title="Ownership Transfer" />
        <CardContent className="space-y-4">
          {body}
          {(confirmation.isSuccess || confirmation.isError || !token) && (
            <ButtonLink to="/settings?tab=team" className="w-full">
              Go to Settings
            </ButtonLink>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
