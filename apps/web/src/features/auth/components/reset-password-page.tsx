import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_AFTER_VERIFY_MS, resetPasswordFormSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCheckResetToken, useResetPassword } from '../api/reset-password';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { Spinner } from '../../../components/ui/spinner';
import { AuthPageShell } from './auth-page-shell';
import { PasswordRequirements } from './password-requirements';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useCheckResetToken();
  useSendTokenOnce(token, (t) => void check.run(t).catch(() => undefined));

  if (!token || check.isError) {
    return (
      <AuthPageShell title="Invalid Reset Link">
        <div className="space-y-4 text-center" data-testid="reset-invalid">
          <p className="text-sm text-gray-600">
            {token
              ? errorMessage(check.error, 'This password reset link is invalid or has expired.')
              : 'This password reset link is invalid or incomplete.'}
          </p>
          <ButtonLink to="/forgot-password" className="w-full">
            Request a new reset link
          </ButtonLink>
        </div>
      </AuthPageShell>
    );
  }
  // The form only once the link is known to work (a used or expired link says so at once, not after typing).
  if (!check.isSuccess)
    return (
      <Spinner
        label="Checking your reset link..."
        className="min-h-screen justify-center"
        data-testid="reset-checking"
      />
    );
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { field, handleSubmit, values, errors } = useSchemaForm(resetPasswordFormSchema, {
    password: '',
    confirmPassword: '',
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    reset.run({ token, password: newPassword }).then(
      () => toast.success('Password reset successfully!'),
      (error: unknown) => toast.error(errorMessage(error, 'Failed to reset password. The link may have expired.')),
    );
  });

  if (reset.isSuccess) {
    return (
      <AuthPageShell title="Password Reset Complete">
        <div className="space-y-4 text-center" data-testid="reset-success">
          <p className="text-4xl text-green-600" aria-hidden="true">
            ✓
          </p>
          <p className="text-sm text-gray-600">You can now sign in with your new password.</p>
          <p className="text-sm text-gray-600">Redirecting to login in {REDIRECT_AFTER_VERIFY_MS / 1000} seconds...</p>
          <ButtonLink to="/login" className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      title="Set a new password"
      footer={
        <Link to="/login" className="inline-flex min-h-6 items-center font-medium text-indigo-600 hover:underline">
          ← Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-password-form">
        <Input
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...field('password')}
        />
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...field('confirmPassword')}
        />
        <PasswordRequirements password={values.password} />
        <Button type="submit" className="w-full" isLoading={reset.isPending} data-testid="reset-password-submit">
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
