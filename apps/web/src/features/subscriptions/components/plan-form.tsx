import { useState, type FormEvent } from 'react';
import { PLAN_INTERVALS, planBodySchema, type Plan, type PlanBody } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSavePlan } from '../api/plans';

const selectClass = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
const FIAT = ['USD', 'EUR'];

interface Values {
  name: string;
  amount: string;
  currency: string;
  payCurrency: string;
  network: string;
  interval: string;
  intervalCount: string;
  graceDays: string;
  renewalNoticeDays: string;
  trialDays: string;
}

function initial(plan?: Plan): Values {
  return {
    name: plan?.name ?? '',
    amount: plan?.amount ?? '',
    currency: plan?.currency ?? 'USDC',
    payCurrency: plan?.payCurrency ?? 'USDC',
    network: plan?.network ?? 'solana',
    interval: plan?.interval ?? 'month',
    intervalCount: String(plan?.intervalCount ?? 1),
    graceDays: String(plan?.graceDays ?? 7),
    renewalNoticeDays: String(plan?.renewalNoticeDays ?? 3),
    trialDays: String(plan?.trialDays ?? 0),
  };
}

/** Creates a plan, or edits `plan`: the API's own schema checks the fields first, so the messages are the server's. */
export function PlanForm({ plan, onDone }: { plan?: Plan; onDone: () => void }) {
  const save = useSavePlan();
  const [values, setValues] = useState<Values>(() => initial(plan));
  const [touched, setTouched] = useState(false);
  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const fiat = FIAT.includes(values.currency.toUpperCase());
  const body: PlanBody = {
    name: values.name,
    amount: values.amount,
    currency: values.currency,
    payCurrency: fiat ? values.payCurrency : undefined,
    network: values.network,
    interval: values.interval as PlanBody['interval'],
    intervalCount: Number(values.intervalCount),
    graceDays: Number(values.graceDays),
    renewalNoticeDays: Number(values.renewalNoticeDays),
    trialDays: Number(values.trialDays),
  };
  const parsed = planBodySchema.safeParse(body);
  const errors = new Map(parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const error = (field: string) => (touched ? errors.get(field) : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (parsed.success) save.mutate({ id: plan?.id, body }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="plan-form">
      <Input label="Name" value={values.name} onChange={set('name')} error={error('name')} data-testid="plan-name" className="sm:col-span-2" />
      <Input label="Amount" inputMode="decimal" value={values.amount} onChange={set('amount')} error={error('amount')} data-testid="plan-amount" />
      <Input label="Currency (token, USD or EUR)" value={values.currency} onChange={set('currency')} error={error('currency')} data-testid="plan-currency" />
      {fiat && <Input label="Paid in (token)" value={values.payCurrency} onChange={set('payCurrency')} error={error('payCurrency')} data-testid="plan-pay-currency" />}
      <Input label="Network" value={values.network} onChange={set('network')} error={error('network')} data-testid="plan-network" />
      <div>
        <label htmlFor="plan-interval" className="mb-1 block text-sm font-medium text-gray-700">
          Every
        </label>
        <div className="flex gap-2">
          <input aria-label="Interval count" className={`${selectClass} w-20`} inputMode="numeric" value={values.intervalCount} onChange={set('intervalCount')} data-testid="plan-interval-count" />
          <select id="plan-interval" className={selectClass} value={values.interval} onChange={set('interval')} data-testid="plan-interval">
            {PLAN_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </div>
        {error('intervalCount') && <p className="mt-1 text-xs text-red-600">{error('intervalCount')}</p>}
      </div>
      <Input label="Grace days" inputMode="numeric" value={values.graceDays} onChange={set('graceDays')} error={error('graceDays')} data-testid="plan-grace-days" />
      <Input label="Renewal notice (days)" inputMode="numeric" value={values.renewalNoticeDays} onChange={set('renewalNoticeDays')} error={error('renewalNoticeDays')} data-testid="plan-notice-days" />
      <Input label="Free trial (days)" inputMode="numeric" value={values.trialDays} onChange={set('trialDays')} error={error('trialDays')} data-testid="plan-trial-days" />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2" data-testid="plan-save-error">
          {errorMessage(save.error, 'Could not save the plan')}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" isLoading={save.isPending} data-testid="plan-save">
          {plan ? 'Save plan' : 'Create plan'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
