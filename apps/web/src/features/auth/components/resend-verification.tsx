import { useState } from 'react';
import { resendVerificationSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useResendVerification } from '../api/resend-verification';

/**
 * "Send a new verification link": for the address given, or one the person types (the invalid-link page knows
 * none). The server answers alike whether or not the account exists, and so does this.
 */
export function ResendVerification({ email }: { email?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useResendVerification();
  const { field, handleSubmit, errors } = useSchemaForm(resendVerificationSchema, { email: email ?? '' });

  // A failure shows under the button (resend.error); nothing to rethrow.
  const onSubmit = handleSubmit((values) =>
    resend.run(values).then(
      () => setSentTo(values.email),
      () => undefined,
    ),
  );

  if (sentTo) {
    return (
      <p role="status" className="text-sm text-green-700" data-testid="resend-verification-sent">
        If <strong>{sentTo}</strong> is waiting for verification, a new link is on its way. Links sent before no longer
        work.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2 text-left" data-testid="resend-verification">
      {email === undefined && (
        <Input label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
      )}
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        isLoading={resend.isPending}
        data-testid="resend-verification-submit"
      >
        {resend.isPending ? 'Sending...' : 'Send a new verification link'}
      </Button>
      {resend.isError && (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(resend.error, 'Could not send the link. Please try again.')}
        </p>
      )}
    </form>
  );
}
