import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { NETWORK_NAMES, subscribeBodySchema, type Network } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/public-payment';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { usePublicPlan, useSubscribe } from '../api/subscribe';
import { planPrice } from './plan-price';
import { PublicShell } from './public-shell';

/** Public (/subscribe/:planId): the customer enters an email; the first link is created and emailed with the portal link. */
export function SubscribePage() {
  const { planId = '' } = useParams();
  const plan = usePublicPlan(planId);
  const { data: config } = useAppConfig();
  const subscribe = useSubscribe(planId);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = subscribeBodySchema.safeParse({ email });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid email');

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    // A failure shows above the button (subscribe.error); nothing to rethrow.
    if (parsed.success) void subscribe.run(parsed.data.email).catch(() => undefined);
  }

  if (plan.isPending)
    return (
      <PublicShell title="Subscribe">
        <Spinner label="Loading plan..." data-testid="subscribe-loading" />
      </PublicShell>
    );
  if (plan.isError) {
    const unknown = isNotFound(plan.error);
    return (
      <PublicShell title={unknown ? 'Plan not found' : 'Subscribe'}>
        <ErrorState
          variant="block"
          message={
            unknown
              ? 'There is no subscription plan at this address. Check the link you were given.'
              : errorMessage(plan.error, 'Failed to load this plan')
          }
          onRetry={unknown ? undefined : plan.refetch}
          data-testid="subscribe-load-error"
        />
      </PublicShell>
    );
  }
  const first = subscribe.data?.payments[0];
  const { plan: offer, merchant } = plan.data;
  const networkName =
    networkProfile(config, offer.network)?.name ?? NETWORK_NAMES[offer.network as Network] ?? offer.network;
  return (
    <PublicShell title={offer.name}>
      {merchant && (
        <p className="text-center text-sm text-gray-600" data-testid="subscribe-merchant">
          Subscription to {merchant}
        </p>
      )}
      <p className="mt-2 text-center text-lg font-semibold text-gray-900" data-testid="subscribe-price">
        {planPrice(offer)}
      </p>
      <p className="text-center text-sm text-gray-600" data-testid="subscribe-network">
        Paid on {networkName}
      </p>
      {subscribe.isSuccess ? (
        <div className="mt-6 space-y-4 text-sm text-gray-700" data-testid="subscribe-done">
          <p>
            We emailed you the payment link and a link to manage your subscription. It starts once the first payment is
            made.
          </p>
          {first && (
            <a
              href={first.checkoutUrl}
              className="block rounded-lg bg-indigo-600 px-4 py-2 text-center font-medium text-white hover:bg-indigo-700"
              data-testid="subscribe-pay-now"
            >
              Pay the first period now
            </a>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="subscribe-form">
          <Input
            label="Your email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched ? (problem ?? undefined) : undefined}
            autoComplete="email"
            data-testid="subscribe-email"
          />
          {subscribe.isError && (
            <p role="alert" className="text-sm text-red-700" data-testid="subscribe-error">
              {errorMessage(subscribe.error, 'Could not subscribe')}
            </p>
          )}
          <Button type="submit" className="w-full" isLoading={subscribe.isPending} data-testid="subscribe-submit">
            Subscribe
          </Button>
          <p className="text-xs text-gray-500">
            No card and no stored wallet: each period is a payment link we email you, paid from your own wallet. Cancel
            at any time.
          </p>
        </form>
      )}
    </PublicShell>
  );
}
