import type { PublicPayment } from '@paylink/shared';

/** The tokens the merchant accepts, as a radio group: picking one asks for a fresh quote in it. */
export function TokenSwitcher({
  payment,
  disabled,
  onSwitch,
}: {
  payment: PublicPayment;
  disabled: boolean;
  onSwitch: (symbol: string) => void;
}) {
  return (
    <fieldset className="mt-4" data-testid="token-switcher">
      <legend className="mb-2 text-sm font-medium text-gray-700">Pay with</legend>
      <div className="flex justify-center gap-2">
        {payment.payCurrencies.map((symbol) => (
          <label
            key={symbol}
            className="cursor-pointer rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <input
              type="radio"
              name="pay-currency"
              value={symbol}
              checked={symbol === payment.payCurrency}
              disabled={disabled}
              onChange={() => onSwitch(symbol)}
              className="sr-only"
            />
            {symbol}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
