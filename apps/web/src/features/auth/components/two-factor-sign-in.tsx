import { toast } from 'sonner';
import { twoFactorCodeFormSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAuth, welcomeText } from '../../../lib/auth/use-auth';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AuthPageShell } from './auth-page-shell';

/** The second step of sign-in when two-factor sign-in is on: the authenticator's code, or a recovery code. */
export function TwoFactorSignIn() {
  const { completeTwoFactor, cancelTwoFactor } = useAuth();
  const { field, handleSubmit, errors, isSubmitting } = useSchemaForm(twoFactorCodeFormSchema, { code: '' });

  // GuestRoute moves the user on once signed in.
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      toast.success(welcomeText(await completeTwoFactor(code)));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign in'));
    }
  });

  return (
    <AuthPageShell
      title="Two-factor sign-in"
      subtitle="Enter the 6-digit code from your authenticator app."
      footer={
        <button type="button" className="text-indigo-600 hover:underline" onClick={cancelTwoFactor}>
          ← Back to sign in
        </button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="two-factor-form">
        <Input
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          hint="Lost your phone? Enter one of your recovery codes instead."
          error={errors.code}
          {...field('code')}
        />
        <Button type="submit" className="w-full" isLoading={isSubmitting} data-testid="two-factor-submit">
          {isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
