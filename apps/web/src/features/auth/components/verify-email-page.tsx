import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MSG, REDIRECT_AFTER_VERIFY_MS } from '@paylink/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSendTokenOnce } from '../../../lib/use-send-token-once';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPageShell } from './auth-page-shell';
import { ResendVerification } from './resend-verification';

function verificationError(error: unknown): string {
  if (error instanceof ApiError) return error.body.error ?? 'Verification failed';
  return 'Failed to verify email. The link may have expired or is invalid.';
}

/** /verify-email?token=…, with &invite=… when the person signed up from a team invitation: then it leads back there. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invite = params.get('invite');
  const next = invite
    ? `/login?next=${encodeURIComponent(`/accept-invite?token=${encodeURIComponent(invite)}`)}`
    : '/login';
  const navigate = useNavigate();
  const verification = useVerifyEmail();
  const { run } = verification;
  const verify = useCallback(
    (t: string) =>
      void run(t).then(
        () => toast.success('Email verified successfully!'),
        () => toast.error('Email verification failed'),
      ),
    [run],
  );
  useSendTokenOnce(token, verify);

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_VERIFY_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate, next]);

  if (verification.isSuccess) {
    return (
      <AuthPageShell title="Email Verification">
        <div className="space-y-4 text-center" data-testid="verify-success">
          <p className="text-4xl text-green-600" aria-hidden="true">
            ✓
          </p>
          <p className="font-medium text-gray-900">Your email address has been verified.</p>
          <p className="text-sm text-gray-600">
            {invite
              ? `Sign in to accept your team invitation. Redirecting in ${REDIRECT_AFTER_VERIFY_MS / 1000} seconds...`
              : `Redirecting to login in ${REDIRECT_AFTER_VERIFY_MS / 1000} seconds...`}
          </p>
          <ButtonLink to={next} className="w-full" data-testid="verify-continue">
            {invite ? 'Sign in and join the team' : 'Go to Login'}
          </ButtonLink>
        </div>
      </AuthPageShell>
    );
  }

  if (!token || verification.isError) {
    return (
      <AuthPageShell title="Email Verification">
        <div className="space-y-4 text-center" data-testid="verify-error">
          <p className="text-4xl text-red-600" aria-hidden="true">
            ✕
          </p>
          <p role="alert" className="font-medium text-gray-900">
            {token ? verificationError(verification.error) : MSG.noVerificationToken}
          </p>
          <p className="text-sm text-gray-600">Enter your email to get a new verification link.</p>
          <ResendVerification />
          <ButtonLink to="/login" variant="outline" className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title="Email Verification">
      <Spinner label="Verifying your email..." className="py-6" data-testid="verify-pending" />
    </AuthPageShell>
  );
}
