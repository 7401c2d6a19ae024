import { useState, type FormEvent } from 'react';
import { payButtonBodySchema, type PayButton, type PayButtonBody, type PayButtonPricing } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSavePayButton } from '../api/pay-buttons';

const selectClass = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';
const FIAT = ['USD', 'EUR'];

interface Values {
  label: string;
  pricing: PayButtonPricing;
  amount: string;
  minAmount: string;
  maxAmount: string;
  currency: string;
  payCurrency: string;
  network: string;
  returnUrl: string;
}

function initial(button?: PayButton): Values {
  return {
    label: button?.label ?? '',
    pricing: button?.pricing ?? 'fixed',
    amount: button?.amount ?? '',
    minAmount: button?.minAmount ?? '',
    maxAmount: button?.maxAmount ?? '',
    currency: button?.currency ?? 'USD',
    payCurrency: button?.payCurrency ?? 'USDC',
    network: button?.network ?? 'solana',
    returnUrl: button?.returnUrl ?? '',
  };
}

/** Creates a pay button, or edits `button`: the API's own schema checks the fields first, so the messages are the server's. */
export function PayButtonForm({ button, onDone }: { button?: PayButton; onDone: () => void }) {
  const save = useSavePayButton();
  const [values, setValues] = useState<Values>(() => initial(button));
  const [touched, setTouched] = useState(false);
  const set = (field: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const fiat = FIAT.includes(values.currency.trim().toUpperCase());
  const fixed = values.pricing === 'fixed';
  const body: PayButtonBody = {
    label: values.label,
    pricing: values.pricing,
    ...(fixed ? { amount: values.amount } : { minAmount: values.minAmount, maxAmount: values.maxAmount }),
    currency: values.currency,
    payCurrency: fiat ? values.payCurrency : undefined,
    network: values.network,
    returnUrl: values.returnUrl.trim() || null,
  };
  const parsed = payButtonBodySchema.safeParse(body);
  const errors = new Map(parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const error = (field: string) => (touched ? errors.get(field) : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (parsed.success) save.mutate({ id: button?.id, body }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="pay-button-form">
      <Input
        label="Label"
        value={values.label}
        onChange={set('label')}
        error={error('label')}
        data-testid="pay-button-label"
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <label htmlFor="pay-button-pricing" className="mb-1 block text-sm font-medium text-gray-700">
          Price
        </label>
        <select
          id="pay-button-pricing"
          className={selectClass}
          value={values.pricing}
          onChange={set('pricing')}
          data-testid="pay-button-pricing"
        >
          <option value="fixed">Fixed price</option>
          <option value="customer">Customer enters the amount</option>
        </select>
      </div>
      {fixed ? (
        <Input
          label="Amount"
          inputMode="decimal"
          value={values.amount}
          onChange={set('amount')}
          error={error('amount')}
          data-testid="pay-button-amount"
        />
      ) : (
        <>
          <Input
            label="Minimum"
            inputMode="decimal"
            value={values.minAmount}
            onChange={set('minAmount')}
            error={error('minAmount')}
            data-testid="pay-button-min"
          />
          <Input
            label="Maximum"
            inputMode="decimal"
            value={values.maxAmount}
            onChange={set('maxAmount')}
            error={error('maxAmount')}
            data-testid="pay-button-max"
          />
        </>
      )}
      <Input
        label="Currency (token, USD or EUR)"
        value={values.currency}
        onChange={set('currency')}
        error={error('currency')}
        data-testid="pay-button-currency"
      />
      {fiat && (
        <Input
          label="Paid in (token)"
          value={values.payCurrency}
          onChange={set('payCurrency')}
          error={error('payCurrency')}
          data-testid="pay-button-pay-currency"
        />
      )}
      <Input
        label="Network"
        value={values.network}
        onChange={set('network')}
        error={error('network')}
        data-testid="pay-button-network"
      />
      <Input
        label="Return URL after paying (optional)"
        type="url"
        value={values.returnUrl}
        onChange={set('returnUrl')}
        error={error('returnUrl')}
        data-testid="pay-button-return-url"
        className="sm:col-span-2"
      />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2" data-testid="pay-button-save-error">
          {errorMessage(save.error, 'Could not save the button')}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" isLoading={save.isPending} data-testid="pay-button-save">
          {button ? 'Save button' : 'Create button'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
