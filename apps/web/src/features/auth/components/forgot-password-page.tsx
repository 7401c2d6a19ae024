import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RESET_TOKEN_TTL_MS, forgotPasswordSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthPageShell } from './auth-page-shell';

const LINK_LIFETIME_HOURS = RESET_TOKEN_TTL_MS / 3_600_000;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run: sendResetLink } = useForgotPassword();
  const { field, handleSubmit, errors, isSubmitting } = useSchemaForm(forgotPasswordSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    // Every outcome looks like success so the form never reveals whether an account exists.
    await sendResetLink({ email }).catch(() => undefined);
    toast.success('Password reset email sent!');
    setSentTo(email);
  });

  const backToLogin = (
    <Link to="/login" className="inline-flex min-h-6 items-center font-medium text-indigo-600 hover:underline">
      ← Back to login
    </Link>
  );

  if (sentTo) {
    return (
      <AuthPageShell title="Check your email" footer={backToLogin}>
        <div className="space-y-4 text-center" data-testid="reset-email-sent">
          <p className="text-sm text-gray-600">
            If an account exists for <strong className="text-gray-900">{sentTo}</strong>, we sent a link to reset your
            password.
          </p>
          <p className="text-sm text-gray-600">
            The link expires in {LINK_LIFETIME_HOURS} hour{LINK_LIFETIME_HOURS === 1 ? '' : 's'}.
          </p>
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Try a different email
          </Button>
        </div>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset your password."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-password-form">
        <Input label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
        <Button type="submit" className="w-full" isLoading={isSubmitting} data-testid="forgot-password-submit">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
