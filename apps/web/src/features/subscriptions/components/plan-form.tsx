import { useState, type FormEvent, type ReactNode } from 'react';
import {
  FALLBACK_TOKENS,
  FIAT_CURRENCIES,
  NETWORK_NAMES,
  NETWORKS,
  PLAN_INTERVALS,
  planBodySchema,
  type Network,
  type Plan,
  type PlanBody,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAppConfig, type AppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { useSavePlan } from '../api/plans';

const selectClass = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
const FIAT: readonly string[] = FIAT_CURRENCIES;

/** The menus' choices: the networks offered and the tokens of the chosen one (the shared fallback list until the config loads). */
function choices(config: AppConfig | undefined, network: string) {
  const networks = config
    ? config.networks.map((n) => ({ value: n.network, label: n.name }))
    : NETWORKS.map((n) => ({ value: n as string, label: NETWORK_NAMES[n] }));
  const tokens = (networkProfile(config, network)?.tokens ?? FALLBACK_TOKENS[network as Network] ?? []).map(
    (t) => t.symbol,
  );
  return { networks, tokens };
}

function Select({
  id,
  label,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}

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
  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const fiat = FIAT.includes(values.currency.toUpperCase());
  const { data: config } = useAppConfig();
  const { networks, tokens } = choices(config, values.network);
  // Another network keeps the currency only if it has that token (USD and EUR stay).
  const changeNetwork = (network: string) =>
    setValues((v) => {
      const next = choices(config, network).tokens;
      const keep = (symbol: string) => (next.includes(symbol) ? symbol : (next[0] ?? symbol));
      return {
        ...v,
        network,
        currency: FIAT.includes(v.currency) ? v.currency : keep(v.currency),
        payCurrency: keep(v.payCurrency),
      };
    });
  const pick = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
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
      <Input
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={error('name')}
        data-testid="plan-name"
        className="sm:col-span-2"
      />
      <Input
        label="Amount"
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
        error={error('amount')}
        data-testid="plan-amount"
      />
      <Select
        id="plan-network"
        label="Network"
        value={values.network}
        onChange={changeNetwork}
        error={error('network')}
      >
        {networks.map((n) => (
          <option key={n.value} value={n.value}>
            {n.label}
          </option>
        ))}
      </Select>
      <Select
        id="plan-currency"
        label="Currency"
        value={values.currency}
        onChange={pick('currency')}
        error={error('currency')}
      >
        <optgroup label="Tokens">
          {tokens.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </optgroup>
        <optgroup label="Priced in (paid in a token)">
          {FIAT.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </optgroup>
      </Select>
      {fiat && (
        <Select
          id="plan-pay-currency"
          label="Paid in (token)"
          value={values.payCurrency}
          onChange={pick('payCurrency')}
          error={error('payCurrency')}
        >
          {tokens.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </Select>
      )}
      <div>
        <label htmlFor="plan-interval" className="mb-1 block text-sm font-medium text-gray-700">
          Every
        </label>
        <div className="flex gap-2">
          <input
            aria-label="Interval count"
            className={`${selectClass} w-20`}
            inputMode="numeric"
            value={values.intervalCount}
            onChange={set('intervalCount')}
            data-testid="plan-interval-count"
          />
          <select
            id="plan-interval"
            className={selectClass}
            value={values.interval}
            onChange={set('interval')}
            data-testid="plan-interval"
          >
            {PLAN_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </div>
        {error('intervalCount') && <p className="mt-1 text-xs text-red-600">{error('intervalCount')}</p>}
      </div>
      <Input
        label="Grace days"
        inputMode="numeric"
        value={values.graceDays}
        onChange={set('graceDays')}
        error={error('graceDays')}
        data-testid="plan-grace-days"
      />
      <Input
        label="Renewal notice (days)"
        inputMode="numeric"
        value={values.renewalNoticeDays}
        onChange={set('renewalNoticeDays')}
        error={error('renewalNoticeDays')}
        data-testid="plan-notice-days"
      />
      <Input
        label="Free trial (days)"
        inputMode="numeric"
        value={values.trialDays}
        onChange={set('trialDays')}
        error={error('trialDays')}
        data-testid="plan-trial-days"
      />
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
