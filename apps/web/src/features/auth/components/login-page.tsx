import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_ERROR_TOAST_MS, MSG, loginSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth, welcomeText } from '../../../lib/auth/use-auth';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AuthPageShell } from './auth-page-shell';
import { GoogleSignInButton } from './google-sign-in-button';
import { ResendVerification } from './resend-verification';
import { TwoFactorSignIn } from './two-factor-sign-in';

/** Shows why sign-in failed; true when the account waits for email verification (the page then offers a resend). */
function showLoginError(error: unknown): boolean {
  if (error instanceof ApiError && error.body.emailNotVerified) {
    toast.error(error.body.error ?? MSG.emailNotVerified, { duration: LOGIN_ERROR_TOAST_MS });
    return true;
  }
  toast.error(errorMessage(error, 'Failed to sign in'));
  return false;
}

export function LoginPage() {
  const { login, twoFactorPending } = useAuth();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { field, handleSubmit, errors, isSubmitting } = useSchemaForm(loginSchema, { email: '', password: '' });

  // GuestRoute moves the user on once signed in (to the page they came from, else /dashboard).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login(values);
      if (result) toast.success(welcomeText(result));
    } catch (error) {
      setUnverifiedEmail(showLoginError(error) ? values.email : null);
    }
  });

  if (twoFactorPending) return <TwoFactorSignIn />;

  return (
    <AuthPageShell
      title="Sign in to your account"
      subtitle={
        <>
          Or{' '}
          <Link to="/register" className="font-medium text-indigo-600 hover:underline">
            create a new account
          </Link>
        </>
      }
      footer={
        <Link to="/" className="inline-flex min-h-6 items-center hover:underline">
          ← Back to home
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
        <Input label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...field('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={isSubmitting} data-testid="login-submit">
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      {unverifiedEmail && (
        <div
          className="mt-4 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3"
          data-testid="login-unverified"
        >
          <p className="text-sm text-amber-900">This email is not verified yet. Lost the link?</p>
          <ResendVerification key={unverifiedEmail} email={unverifiedEmail} />
        </div>
      )}
      <GoogleSignInButton mode="signin" />
    </AuthPageShell>
  );
}
