import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SIGNUP_CREDITS, registerFormSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AuthPageShell } from './auth-page-shell';
import { ResendVerification } from './resend-verification';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordRequirements } from './password-requirements';

function showRegisterError(error: unknown) {
  const details = error instanceof ApiError ? error.body.details : undefined;
  if (details?.length) {
    for (const detail of details) toast.error(detail.msg);
    return;
  }
  toast.error(errorMessage(error, 'Failed to create account'));
}

/**
 * /register, or /register?invite=… from a team invitation: then the person joins that team (no merchant account of
 * their own, no welcome bonus), and GuestRoute takes them to the team's dashboard (?next=).
 */
const invitePath = (token: string) => `/accept-invite?token=${encodeURIComponent(token)}`;

export function RegisterPage() {
  const { register: signUp } = useAuth();
  const inviteToken = useSearchParams()[0].get('invite') ?? undefined;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { field, handleSubmit, values, errors, isSubmitting } = useSchemaForm(registerFormSchema, {
    email: '',
    password: '',
    confirmPassword: '',
  });

  // A result with a token signs the user in, and GuestRoute then moves them to /dashboard.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const result = await signUp({ email, password, inviteToken });
      if ('requiresEmailVerification' in result) {
        toast.success('Account created! Please check your email to verify.');
        setPendingEmail(result.email);
      } else {
        toast.success(inviteToken ? 'Welcome to the team!' : 'Account created successfully! Welcome to the product!');
      }
    } catch (error) {
      showRegisterError(error);
    }
  });

  if (pendingEmail) {
    return (
      <AuthPageShell title="Check your email">
        <div className="space-y-4 text-center" data-testid="check-email">
          <p className="text-sm text-gray-600">
            We sent a verification link to{' '}
            <strong className="text-gray-900" data-testid="check-email-address">
              {pendingEmail}
            </strong>
            .{' '}
            {inviteToken
              ? 'Click the link in that email: it brings you back to your invitation, and you join the team once signed in.'
              : 'Click the link in that email to activate your account, then sign in.'}
          </p>
          <p className="text-sm text-gray-600">No email after a few minutes? Check your spam folder, or:</p>
          <ResendVerification email={pendingEmail} />
          <ButtonLink to="/login" className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      title={inviteToken ? 'Join your team on Paylink' : 'Create your account'}
      subtitle={
        <>
          Already have an account?{' '}
          <Link
            to={inviteToken ? `/login?next=${encodeURIComponent(invitePath(inviteToken))}` : '/login'}
            className="font-medium text-indigo-600 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
      footer={
        <Link to="/" className="inline-flex min-h-6 items-center hover:underline">
          ← Back to home
        </Link>
      }
    >
      {inviteToken ? (
        <p
          className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900"
          data-testid="register-invited"
        >
          Sign up with the email address the invitation was sent to. You join the team with the role it gives you; no
          merchant account of your own is created (you can create one later).
        </p>
      ) : (
        <div
          className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          data-testid="welcome-bonus"
        >
          Welcome bonus: get {SIGNUP_CREDITS} free credits when you sign up!
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="register-form">
        <Input label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
        <Input
          label="Password"
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
        <Button type="submit" className="w-full" isLoading={isSubmitting} data-testid="register-submit">
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <GoogleSignInButton mode="signup" inviteToken={inviteToken} />
    </AuthPageShell>
  );
}
