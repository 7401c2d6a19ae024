import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { THANK_YOU_PROFILE_DELAY_MS } from '@paylink/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * SPEC section 2 /thank-you: ?payment=success waits 1 s (the purchase is credited meanwhile), reloads the
 * profile and shows the balance and the transaction ID (session_id); any other value is the cancelled view.
 * After the crypto modal (navigation state `credited`) the payment is already done and shown at once.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const success = params.get('payment') === 'success';
  const sessionId = params.get('session_id');
  const { user, refreshUser } = useAuth();
  // Arriving from the crypto modal, the purchase is already credited and the profile reloaded: nothing to wait for.
  const credited = (useLocation().state as { credited?: boolean } | null)?.credited === true;
  const [loading, setLoading] = useState(!credited);

  useEffect(() => {
    if (!success) {
      toast.error('Payment was cancelled.');
      setLoading(false);
      return;
    }
    if (credited) {
      toast.success('Payment successful! Credits have been added to your account.');
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      // refreshUser never rejects: a failed profile load keeps the current user (and is only logged).
      void refreshUser().then(() => {
        if (cancelled) return;
        toast.success('Payment successful! Credits have been added to your account.');
        setLoading(false);
      });
    }, THANK_YOU_PROFILE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [success, credited, refreshUser]);

  if (loading) return <Spinner label="Processing your payment..." className="py-16" />;

  return (
    <div className="mx-auto max-w-lg py-8">
      <Card>
        <CardContent className="space-y-5 py-8 text-center">
          {success ? (
            <>
              <p className="text-5xl text-green-600" aria-hidden="true">
                ✓
              </p>
              <h1 className="text-2xl font-semibold text-gray-900">Thank You!</h1>
              <p className="text-gray-600">
                Your current balance:{' '}
                <strong className="text-gray-900" data-testid="thank-you-balance">
                  {user?.transactionCredits ?? 0} credits
                </strong>
              </p>
              {sessionId && (
                <p className="break-all text-xs text-gray-500">
                  Transaction ID:{' '}
                  <span className="font-mono" data-testid="thank-you-transaction">
                    {sessionId}
                  </span>
                </p>
              )}
              <div className="flex flex-col justify-center gap-3 sm:flex-row">
                <ButtonLink to="/create-payment">Create Your First Payment</ButtonLink>
                <ButtonLink to="/dashboard" variant="outline">
                  Go to Dashboard
                </ButtonLink>
              </div>
              <p className="text-sm">
                <Link to="/api-docs" className="text-indigo-600 hover:underline">
                  Read the API documentation
                </Link>
              </p>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-semibold text-gray-900">Payment Cancelled</h1>
              <p className="text-gray-600">Your payment was cancelled. No charges were made to your account.</p>
              <div className="flex flex-col justify-center gap-3 sm:flex-row">
                <ButtonLink to="/settings?tab=credits">Try Again</ButtonLink>
                <ButtonLink to="/dashboard" variant="outline">
                  Go to Dashboard
                </ButtonLink>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
