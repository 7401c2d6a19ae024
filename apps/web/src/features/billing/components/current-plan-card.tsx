import { useState } from 'react';
import { toast } from 'sonner';
import type { CreditsOverview } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCancelPlan } from '../api/cancel-plan';
import { useUpgradePlan } from '../api/upgrade-plan';
import { PlanCard, type PurchaseActions } from './credit-offer-cards';
import { useActionGate } from '../../../lib/auth/use-action-gate';

function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** When the plan renews or ends, in the merchant's words. */
function planTerm(plan: NonNullable<CreditsOverview['plan']>): string {
  if (plan.renews) return `Renews on ${day(plan.nextResetAt)}`;
  if (plan.cancelledAtPeriodEnd) return `Cancelled: stays active until ${day(plan.nextResetAt)}`;
  return `Paid in USDC: ends on ${day(plan.nextResetAt)} (it does not renew by itself)`;
}

/** Settings → Credits: the monthly plan with its renewal date, Upgrade (bigger plans) and Cancel (card plans). */
export function CurrentPlanCard({ overview, actions }: { overview: CreditsOverview; actions: PurchaseActions }) {
  const { plan, upgrades } = overview;
  const cancel = useCancelPlan();
  const upgrade = useUpgradePlan();
  const gate = useActionGate('billing:purchase');
  const { refreshUser } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  // The crypto purchase opens its own dialog: this one closes first.
  const upgradeActions: PurchaseActions = {
    ...actions,
    onCrypto: (input) => {
      setUpgrading(false);
      actions.onCrypto(input);
    },
  };

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ endsAt }) => {
        setConfirming(false);
        toast.success(`Your plan was cancelled. It stays active until ${day(endsAt)}.`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Your plan could not be cancelled. Please try again.')),
    });

  // A card subscription changes in place; a plan paid in USDC is replaced by buying the bigger one.
  const inPlace = plan?.paidWith === 'card';
  const confirmUpgrade = (name: string, displayName: string) =>
    upgrade.mutate(
      { plan: name },
      {
        onSuccess: () => {
          setUpgrading(false);
          void refreshUser();
          toast.success(`Your plan is now ${displayName}. Its extra credits for this month are in your balance.`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Your plan could not be upgraded. Please try again.')),
      },
    );

  return (
    <Card data-testid="current-plan">
      <CardHeader title="Your plan" />
      <CardContent className="space-y-3">
        {plan ? (
          <>
            <p className="text-lg font-semibold text-gray-900" data-testid="current-plan-name">
              {plan.displayName} · {plan.monthlyCredits.toLocaleString('en-US')} credits a month
            </p>
            <p className="text-sm text-gray-600" data-testid="current-plan-term">
              {planTerm(plan)}
            </p>
            <div className="flex flex-wrap gap-3">
              {upgrades.length > 0 && (
                <Button onClick={() => setUpgrading(true)} disabledReason={gate.reason}>
                  Upgrade
                </Button>
              )}
              {plan.renews && (
                <Button variant="outline" onClick={() => setConfirming(true)} disabledReason={gate.reason}>
                  Cancel plan
                </Button>
              )}
            </div>
          </>
        ) : (
          <p className="text-sm text-gray-600" data-testid="current-plan-none">
            You are on pay as you go: no monthly plan. Monthly plans below add credits every month and include API
            access.
          </p>
        )}
      </CardContent>

      {confirming && plan && (
        <Modal title="Cancel your plan?" onClose={() => setConfirming(false)} testId="cancel-plan-modal">
          <p className="text-sm text-gray-600">
            {plan.displayName} will not renew. Its credits and API access stay until {day(plan.nextResetAt)}; purchased
            credits never expire.
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
            <Button variant="danger" isLoading={cancel.isPending} onClick={confirmCancel}>
              Cancel plan
            </Button>
          </div>
        </Modal>
      )}

      {upgrading && (
        <Modal title="Upgrade your plan" onClose={() => setUpgrading(false)} testId="upgrade-plan-modal">
          <p className="mb-4 text-sm text-gray-600">
            {inPlace
              ? `Your card is charged the difference for the rest of this month now, and the extra credits arrive at once. Your plan then renews on ${day(plan.nextResetAt)} at the new price.`
              : 'The new plan replaces your current one as soon as it is paid, with its full monthly credits.'}
          </p>
          <div className="grid gap-4">
            {upgrades.map((bigger) => (
              <PlanCard
                key={bigger.id}
                plan={bigger}
                actions={upgradeActions}
                buy={
                  inPlace ? (
                    <Button
                      className="mt-4"
                      isLoading={upgrade.isPending && upgrade.variables?.plan === bigger.name}
                      disabled={upgrade.isPending}
                      onClick={() => confirmUpgrade(bigger.name, bigger.displayName)}
                    >
                      Upgrade to {bigger.displayName}
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </div>
        </Modal>
      )}
    </Card>
  );
}
