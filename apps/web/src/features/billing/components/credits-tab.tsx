import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BILLING_MSG,
  CREDITS_PER_PAYMENT_LINK,
  type CryptoPurchaseResponse,
  type PurchaseCreditsInput,
} from '@paylink/shared';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCreditOffers } from '../api/get-credit-offers';
import { useCreditsOverview } from '../api/get-credits-overview';
import { useCardPurchase, useCryptoPurchase } from '../api/purchase-credits';
import { PlanCard, PricingCard, type PurchaseActions } from './credit-offer-cards';
import { CryptoPurchaseModal } from './crypto-purchase-modal';
import { CurrentPlanCard } from './current-plan-card';
import { PurchaseHistory } from './purchase-history';
import { billingKeys } from '../api/query-keys';

/** Settings → Credits: balance (plan allowance and purchased credits apart), how credits work, offers, history. */
export function CreditsTab() {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const overview = useCreditsOverview();
  const offers = useCreditOffers();
  const card = useCardPurchase();
  const crypto = useCryptoPurchase();
  const [busy, setBusy] = useState<PurchaseActions['busy']>(null);
  const [purchase, setPurchase] = useState<CryptoPurchaseResponse | null>(null);

  useEffect(() => {
    if (offers.isError) toast.error(errorMessage(offers.error, 'Failed to load pricing information'));
  }, [offers.isError, offers.error]);

  const actions: PurchaseActions = {
    cardEnabled: overview.data?.cardPaymentsEnabled ?? false,
    cryptoEnabled: overview.data?.cryptoPaymentsEnabled ?? false,
    busy,
    onCard: (input: PurchaseCreditsInput) => {
      setBusy({ package: input.package, method: 'card' });
      card.mutate(input, {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setBusy(null);
          toast.error(errorMessage(error, 'Failed to initiate purchase'));
        },
      });
    },
    onCrypto: (input: PurchaseCreditsInput) => {
      setBusy({ package: input.package, method: 'crypto' });
      crypto.mutate(input, {
        onSuccess: (data) => setPurchase(data),
        onError: (error) => toast.error(errorMessage(error, 'Failed to create crypto payment')),
        onSettled: () => setBusy(null),
      });
    },
  };

  const refreshCredits = () => {
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Credit balance" />
        <CardContent>
          {overview.isPending && <Spinner label="Loading..." className="py-6" />}
          {overview.isError && (
            <ErrorState message="Failed to load your credits" onRetry={() => void overview.refetch()} />
          )}
          {overview.data && (
            <div className="space-y-3">
              <p className="text-3xl font-semibold text-gray-900" data-testid="credits-total">
                {overview.data.total} {overview.data.total === 1 ? 'credit' : 'credits'}
              </p>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="rounded-lg bg-gray-50 p-3">
                  <dt className="text-gray-500">Plan credits</dt>
                  <dd className="font-medium text-gray-900" data-testid="credits-plan">
                    {overview.data.planCredits}
                    {overview.data.plan && ` of ${overview.data.plan.monthlyCredits}`}
                  </dd>
                  <dd className="text-xs text-gray-500">
                    {overview.data.plan
                      ? `Resets on ${new Date(overview.data.plan.nextResetAt).toLocaleDateString('en-US')}`
                      : 'No monthly plan'}
                  </dd>
                </div>
                <div className="rounded-lg bg-gray-50 p-3">
                  <dt className="text-gray-500">Purchased credits</dt>
                  <dd className="font-medium text-gray-900" data-testid="credits-purchased">
                    {overview.data.purchasedCredits}
                  </dd>
                  <dd className="text-xs text-gray-500">Never expire</dd>
                </div>
              </dl>
            </div>
          )}
        </CardContent>
      </Card>

      {overview.data && <CurrentPlanCard overview={overview.data} actions={actions} />}

      <Card>
        <CardHeader title="How credits work" />
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-600">
            <li>Each payment link uses {CREDITS_PER_PAYMENT_LINK} credit, and so does each API call.</li>
            <li>
              Monthly plans give a set of credits every billing month; unused plan credits do not carry over. Monthly
              plans include API access.
            </li>
            <li>Pay-as-you-go credits never expire. They do not include API access.</li>
            <li>Plan credits are used first, then purchased credits.</li>
            <li>
              Card payments are instant. Crypto payments (USDC on Solana, 1 USDC per USD) are credited once the
              blockchain confirms them.
            </li>
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Buy credits" />
        <CardContent className="space-y-6">
          {overview.data && !overview.data.cardPaymentsEnabled && (
            <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="card-disabled-note">
              {BILLING_MSG.cardUnavailable}
            </p>
          )}
          {overview.data && !overview.data.cryptoPaymentsEnabled && (
            <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-800">{BILLING_MSG.cryptoUnavailable}</p>
          )}
          {offers.isPending && <Spinner label="Loading..." className="py-6" />}
          {offers.isError && (
            <ErrorState message="Failed to load pricing information" onRetry={() => void offers.refetch()} />
          )}
          {offers.data && offers.data.plans.length === 0 && offers.data.pricings.length === 0 && (
            <p className="text-sm text-gray-500">No credit packages are available right now.</p>
          )}
          {offers.data && offers.data.plans.length > 0 && (
            <section>
              <h3 className="mb-3 text-sm font-semibold text-gray-900">Monthly plans</h3>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {offers.data.plans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} actions={actions} />
                ))}
              </div>
            </section>
          )}
          {offers.data && offers.data.pricings.length > 0 && (
            <section>
              <h3 className="mb-3 text-sm font-semibold text-gray-900">Buy credits as you go</h3>
              <div className="grid gap-4 sm:grid-cols-2">
                {offers.data.pricings.map((pricing) => (
                  <PricingCard key={pricing.id} pricing={pricing} actions={actions} />
                ))}
              </div>
            </section>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Purchase history" />
        <CardContent>
          {overview.isPending && <Spinner label="Loading..." className="py-6" />}
          {overview.isError && (
            <ErrorState message="Failed to load your purchase history" onRetry={() => void overview.refetch()} />
          )}
          {overview.data && <PurchaseHistory entries={overview.data.history} />}
        </CardContent>
      </Card>

      {purchase && (
        <CryptoPurchaseModal
          purchase={purchase}
          onSuccess={refreshCredits}
          onClose={() => {
            setPurchase(null);
            refreshCredits();
          }}
        />
      )}
    </div>
  );
}
