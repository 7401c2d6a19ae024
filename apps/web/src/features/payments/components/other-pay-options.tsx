import type { UseFormRegisterReturn } from 'react-hook-form';
import { NETWORK_NAMES, type Network } from '@paylink/shared';
import { offeredPayOptions, payOptionKey } from '../../../lib/default-pay-options';
import type { SupportedTokens } from '../api/get-supported-tokens';

/**
 * One checkout, any network: for a link priced in USD/EUR, the tokens of the other networks the customer may also
 * pay with (only networks where the merchant saved a wallet: each is paid to it). Empty: nothing to offer.
 */
export function OtherPayOptions({
  supported,
  savedWallets,
  network,
  register,
}: {
  supported: SupportedTokens;
  savedWallets: Record<string, string>;
  network: string;
  register: UseFormRegisterReturn;
}) {
  const options = offeredPayOptions(supported.tokens, savedWallets).filter((o) => o.network !== network);
  if (options.length === 0) return null;
  return (
    <fieldset data-testid="create-other-pay-options">
      <legend className="mb-1 block text-sm font-medium text-gray-700">Also accept on other networks</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={payOptionKey(option)} className="flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              value={payOptionKey(option)}
              className="h-4 w-4 rounded border-gray-300"
              {...register}
            />
            {option.currency} on {NETWORK_NAMES[option.network as Network] ?? option.network}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-gray-500">
        The customer picks one on the payment page. Each network is paid to your wallet saved in Settings.
      </p>
    </fieldset>
  );
}
