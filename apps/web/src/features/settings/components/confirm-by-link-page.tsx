import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';

interface Confirmation<T> {
  mutate: (token: string) => void;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * A page opened from a link in an email that confirms a change of the account's (its `?token=` is sent once): pending,
 * then what changed or why nothing did, with the way back to its Settings tab. Test ids start with `testIdPrefix`.
 */
export function ConfirmByLinkPage<T>(props: {
  title: string;
  confirmation: Confirmation<T>;
  pendingLabel: string;
  confirmed: (data: T) => ReactNode;
  /** Said when the link fails: what stays as it was, and how to ask again. */
  unchanged: string;
  settingsTab: string;
  testIdPrefix: string;
}) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { confirmation, testIdPrefix: id } = props;
  useSendTokenOnce(token, confirmation.mutate);
  const settings = (
    <ButtonLink to={`/settings?tab=${props.settingsTab}`} className="w-full">
      Go to Settings
    </ButtonLink>
  );

  let body;
  if (confirmation.isSuccess && confirmation.data !== undefined) {
    body = (
      <div className="space-y-4 text-center" data-testid={`${id}-confirmed`}>
        {props.confirmed(confirmation.data)}
        {settings}
      </div>
    );
  } else if (!token || confirmation.isError) {
    body = (
      <div className="space-y-4 text-center" data-testid={`${id}-error`}>
        <p role="alert" className="font-medium text-gray-900">
          {token
            ? errorMessage(confirmation.error, 'This confirmation link is invalid or has expired.')
            : 'This link has no confirmation token.'}
        </p>
        <p className="text-sm text-gray-600">{props.unchanged}</p>
        {settings}
      </div>
    );
  } else {
    body = <Spinner label={props.pendingLabel} className="py-6" data-testid={`${id}-pending`} />;
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md">
        {/* A page of its own (opened from an email), so its title is the page's h1. */}
        <h1 className="border-b border-gray-100 px-6 py-4 text-lg font-semibold text-gray-900">{props.title}</h1>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
