import { useEffect, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPaymentFormSchema,
  FIAT_CURRENCIES,
  isFiatCurrency,
  type CreatePaymentFormValues,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import type { SupportedTokens } from '../api/get-supported-tokens';
import { OtherPayOptions } from './other-pay-options';

const DEFAULT_NETWORK = 'solana';
const DEFAULT_CURRENCY = 'SOL';
/** The fields a server answer may name (`details`), to be marked under the field as well as in the toast. */
const SERVER_FIELDS = ['network', 'amount', 'currency', 'label', 'message', 'walletAddress'] as const;

const WALLET_HINTS: Record<string, string> = {
  solana: 'Solana address: Base58, about 44 characters',
  bitcoin:
    'Bitcoin address (bc1..., 1... or 3...); leave empty for a fresh address of your account key (Settings → Wallet)',
  ethereum: 'Ethereum address: hex, 42 characters starting with 0x',
  base: 'Base (Ethereum) address: hex, 42 characters starting with 0x',
};

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

function SelectField({ id, label, error, children, ...rest }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500"
        {...rest}
      >
        {children}
      </select>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}

interface CreatePaymentFormProps {
  supported: SupportedTokens;
  /** The merchant's saved wallets by network (Solana wallet; Ethereum address for Ethereum and Base; Bitcoin address): the default recipient. */
  savedWallets: Record<string, string>;
  /** True without a user or with fewer than 1 credit. */
  blocked: boolean;
  /** Why the role cannot create links (the submit button's tooltip); undefined when it can. */
  blockedReason?: string;
  isSubmitting: boolean;
  onSubmit: (values: CreatePaymentFormValues) => void;
  /** The last failed creation's error: the fields it names are marked. */
  serverError?: unknown;
  /** The merchant's default pay options ("network:TOKEN", Settings): prefilled for a link priced in USD/EUR. */
  defaultPayOptions?: string[];
  /** What pays each network offered as a pay option (a saved wallet or account key); the saved wallets by default. */
  payOptionWallets?: Record<string, string>;
  /** Values to start from (Duplicate: another link's). */
  initial?: Partial<CreatePaymentFormValues>;
}

/** The create-payment form (SPEC section 5); the parent remounts it to clear it. */
export function CreatePaymentForm({
  supported,
  savedWallets,
  blocked,
  blockedReason,
  isSubmitting,
  onSubmit,
  serverError,
  defaultPayOptions = [],
  payOptionWallets = savedWallets,
  initial,
}: CreatePaymentFormProps) {
  const defaultsHere = defaultPayOptions
    .filter((key) => key.startsWith(`${DEFAULT_NETWORK}:`))
    .map((key) => key.slice(DEFAULT_NETWORK.length + 1));
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<CreatePaymentFormValues>({
    resolver: zodResolver(createPaymentFormSchema),
    defaultValues: {
      network: DEFAULT_NETWORK,
      amount: '',
      currency: DEFAULT_CURRENCY,
      payCurrencies:
        defaultsHere.length > 0 ? defaultsHere : (supported.tokens[DEFAULT_NETWORK] ?? []).map((t) => t.symbol),
      otherPayOptions: defaultPayOptions,
      label: '',
      message: '',
      walletAddress: savedWallets[DEFAULT_NETWORK] ?? '',
      ...initial,
    },
  });
  useEffect(() => {
    for (const [name, message] of serverFieldErrors(serverError, SERVER_FIELDS))
      setError(name, { type: 'server', message });
  }, [serverError, setError]);
  // Both menus are controlled: what a menu shows is the form's value on every render, even when a network change
  // swaps the currency options under it (an uncontrolled <select> kept its old index: "USD" shown, BTC sent).
  const { field: networkField } = useController({ control, name: 'network' });
  const { field: currencyField } = useController({ control, name: 'currency' });
  const network = networkField.value;
  const currency = currencyField.value;
  const tokens = supported.tokens[network] ?? [];
  // SPEC section 5: changing the network resets the currency to that network's first token.
  const changeNetwork = (next: string) => {
    const networkTokens = supported.tokens[next] ?? [];
    networkField.onChange(next);
    setValue('currency', networkTokens[0]?.symbol ?? '');
    setValue(
      'payCurrencies',
      networkTokens.map((t) => t.symbol),
    );
    setValue('walletAddress', savedWallets[next] ?? '');
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" data-testid="create-payment-form">
      <SelectField
        id="create-network"
        label="Network"
        error={errors.network?.message}
        name={networkField.name}
        ref={networkField.ref}
        value={network}
        onBlur={networkField.onBlur}
        onChange={(e) => changeNetwork(e.target.value)}
      >
        {Object.entries(supported.networks).map(([key, info]) => (
          <option key={key} value={key}>
            {info.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id="create-amount"
          label="Amount"
          type="number"
          inputMode="decimal"
          step="0.000000001"
          placeholder="0.1"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          id="create-currency"
          label="Currency"
          error={errors.currency?.message}
          name={currencyField.name}
          ref={currencyField.ref}
          value={currency}
          onBlur={currencyField.onBlur}
          onChange={(e) => currencyField.onChange(e.target.value)}
        >
          <optgroup label="Tokens">
            {tokens.map((token) => (
              <option key={token.symbol} value={token.symbol}>
                {token.symbol} ({token.name})
              </option>
            ))}
          </optgroup>
          <optgroup label="Priced in (paid in a token)">
            {FIAT_CURRENCIES.map((fiat) => (
              <option key={fiat} value={fiat}>
                {fiat}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </div>
      {isFiatCurrency(currency) && (
        <fieldset data-testid="create-pay-currencies">
          <legend className="mb-1 block text-sm font-medium text-gray-700">Customer pays with</legend>
          <div className="flex flex-wrap gap-4">
            {tokens.map((token) => (
              <label key={token.symbol} className="flex items-center gap-2 text-sm text-gray-700">
                <input
                  type="checkbox"
                  value={token.symbol}
                  className="h-4 w-4 rounded border-gray-300"
                  {...register('payCurrencies')}
                />
                {token.symbol}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-gray-500">
            The customer pays the equivalent in the token they pick, at a rate held while the payment page counts down.
          </p>
          {errors.payCurrencies && <p className="mt-1 text-xs text-red-600">{errors.payCurrencies.message}</p>}
        </fieldset>
      )}
      {isFiatCurrency(currency) && (
        <OtherPayOptions
          supported={supported}
          savedWallets={payOptionWallets}
          network={network}
          register={register('otherPayOptions')}
        />
      )}
      <Input
        id="create-label"
        label="Label"
        placeholder="Order #1234"
        error={errors.label?.message}
        {...register('label')}
      />
      <Input
        id="create-message"
        label="Message (optional)"
        placeholder="Thanks for your purchase!"
        error={errors.message?.message}
        {...register('message')}
      />
      <Input
        id="create-wallet"
        label="Recipient Wallet Address"
        placeholder="Wallet that receives the payment"
        hint={WALLET_HINTS[network]}
        error={errors.walletAddress?.message}
        {...register('walletAddress')}
      />
      <Button
        type="submit"
        className="w-full"
        isLoading={isSubmitting}
        disabled={blocked}
        disabledReason={blockedReason}
        data-testid="create-submit"
      >
        {isSubmitting ? 'Creating...' : 'Create Payment Link'}
      </Button>
    </form>
  );
}
