import { useState, type ReactNode } from 'react';
import {
  BILLING_MSG,
  CUSTOM_CREDITS_DEFAULT,
  formatAmount,
  parseAmount,
  type CreditPricing,
  type PurchaseCreditsInput,
  type SubscriptionPlan,
} from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { usd } from '../../../lib/usd';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const MOST_POPULAR = 'Most Popular';

export interface PurchaseActions {
  cardEnabled: boolean;
  cryptoEnabled: boolean;
  /** The package being started, so only its buttons show a spinner. */
  busy: { package: string; method: 'card' | 'crypto' } | null;
  onCard: (input: PurchaseCreditsInput) => void;
  onCrypto: (input: PurchaseCreditsInput) => void;
}

function PayButtons({
  input,
  actions,
  disabled = false,
}: {
  input: PurchaseCreditsInput;
  actions: PurchaseActions;
  disabled?: boolean;
}) {
  const busy = actions.busy?.package === input.package ? actions.busy.method : null;
  const gate = useActionGate('billing:purchase');
  return (
    <div className="mt-auto space-y-2 pt-4">
      <Button
        className="w-full"
        disabled={disabled || !actions.cardEnabled || actions.busy !== null}
        isLoading={busy === 'card'}
        disabledReason={gate.reason}
        onClick={() => actions.onCard(input)}
      >
        Pay with Card
      </Button>
      <Button
        variant="outline"
        className="w-full"
        disabled={disabled || !actions.cryptoEnabled || actions.busy !== null}
        isLoading={busy === 'crypto'}
        disabledReason={gate.reason}
        onClick={() => actions.onCrypto(input)}
      >
        Pay with Crypto (USDC)
      </Button>
    </div>
  );
}

/** A monthly plan or pack with its pay buttons, or with `buy` in their place (an in-place upgrade). */
export function PlanCard({
  plan,
  actions,
  buy,
}: {
  plan: SubscriptionPlan;
  actions: PurchaseActions;
  buy?: ReactNode;
}) {
  const popular = plan.features.includes(MOST_POPULAR);
  return (
    <Card
      className={`flex flex-col p-5 ${popular ? 'border-indigo-500 ring-1 ring-indigo-500' : ''}`}
      data-testid={`plan-${plan.name}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold text-gray-900">{plan.displayName}</h4>
        {popular && <Badge tone="blue">{MOST_POPULAR}</Badge>}
      </div>
      <p className="mt-1 text-sm text-gray-600">{plan.description}</p>
      <p className="mt-3 text-2xl font-semibold text-gray-900">
        {usd(plan.price)}
        {plan.isMonthly && <span className="text-sm font-normal text-gray-500"> / month</span>}
      </p>
      <p className="text-sm text-gray-600">
        {plan.credits.toLocaleString('en-US')} credits{plan.isMonthly ? ' every month' : ''}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-gray-600">
        {plan.features
          .filter((f) => f !== MOST_POPULAR)
          .map((feature) => (
            <li key={feature}>✓ {feature}</li>
          ))}
      </ul>
      {buy ?? <PayButtons input={{ package: plan.name }} actions={actions} />}
    </Card>
  );
}

/** A per-credit offer with a custom quantity (SPEC section 5: between minCredits and maxCredits). */
export function PricingCard({ pricing, actions }: { pricing: CreditPricing; actions: PurchaseActions }) {
  const initial = Math.min(Math.max(CUSTOM_CREDITS_DEFAULT, pricing.minCredits), pricing.maxCredits);
  const [text, setText] = useState(String(initial));
  const credits = /^\d+$/.test(text) ? Number(text) : NaN;
  const valid = Number.isInteger(credits) && credits >= pricing.minCredits && credits <= pricing.maxCredits;
  const unit = parseAmount(pricing.pricePerCredit, 2);
  const total = valid && unit.ok ? formatAmount(unit.value * BigInt(credits), 2) : null;
  return (
    <Card className="flex flex-col p-5" data-testid={`pricing-${pricing.name}`}>
      <h4 className="font-semibold text-gray-900">{pricing.displayName}</h4>
      {pricing.description && <p className="mt-1 text-sm text-gray-600">{pricing.description}</p>}
      <p className="mt-3 text-2xl font-semibold text-gray-900">
        {usd(pricing.pricePerCredit)}
        <span className="text-sm font-normal text-gray-500"> / credit</span>
      </p>
      <Input
        className="mt-3"
        label="Credits"
        type="number"
        inputMode="numeric"
        min={pricing.minCredits}
        max={pricing.maxCredits}
        step={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={valid ? undefined : BILLING_MSG.creditsRange(pricing.minCredits, pricing.maxCredits)}
        hint={total ? `Total: ${usd(total)}` : undefined}
        data-testid={`pricing-${pricing.name}-credits`}
      />
      <PayButtons
        input={{ package: pricing.name, credits: valid ? credits : undefined }}
        actions={actions}
        disabled={!valid}
      />
    </Card>
  );
}
