import { NETWORK_NAMES, type Network, type PayOption, type PublicPayment } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { groupByToken } from '../../../lib/pay-option-groups';

const optionKey = (o: PayOption) => `${o.network}-${o.currency}`.toLowerCase();

/**
 * One checkout, any network: the link's pay options grouped by token ("USDC on Solana, Base…"), then by network,
 * with what each asks now, the one chosen so far marked. Picking one asks the server for its own quote and payment
 * request (loading on the button; a refusal shown below the list). Network names come from the published profiles.
 */
export function PayOptionPicker({
  payment,
  pending,
  error,
  onChoose,
}: {
  payment: PublicPayment;
  pending: boolean;
  error: string | null;
  onChoose: (option: PayOption) => void;
}) {
  const { data: config } = useAppConfig();
  const networkName = (network: string) =>
    networkProfile(config, network)?.name ?? NETWORK_NAMES[network as Network] ?? network;
  return (
    <div className="mt-6" data-testid="pay-option-picker">
      <h2 className="text-sm font-medium text-gray-700">Choose how to pay</h2>
      <ul className="mt-3 space-y-4">
        {groupByToken(payment.payOptions ?? []).map((group) => (
          <li
            key={group.currency}
            className="text-left"
            data-testid={`pay-option-group-${group.currency.toLowerCase()}`}
          >
            <h3 className="text-sm font-semibold text-gray-900">
              {group.currency}{' '}
              <span className="font-normal text-gray-600">
                on {group.options.map((o) => networkName(o.network)).join(', ')}
              </span>
            </h3>
            <ul className="mt-2 space-y-2">
              {group.options.map((option) => {
                const current = option.network === payment.network && option.currency === payment.payCurrency;
                // What this option asks now, as the server priced it; none when it cannot be priced (never a guess).
                const amount = payment.optionAmounts?.find((a) => optionKey(a) === optionKey(option))?.amount;
                return (
                  <li key={optionKey(option)}>
                    <Button
                      variant={current ? 'primary' : 'outline'}
                      className="w-full"
                      disabled={pending}
                      onClick={() => onChoose(option)}
                      data-testid={`pay-option-${optionKey(option)}`}
                    >
                      <span className="flex w-full flex-wrap items-center justify-between gap-x-3">
                        <span>
                          <span className="sr-only">{option.currency} on </span>
                          {networkName(option.network)}
                        </span>
                        {amount && (
                          <span className="font-semibold" data-testid="pay-option-amount">
                            {amount} {option.currency}
                          </span>
                        )}
                      </span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {pending && (
        <p className="mt-3 text-sm text-gray-600" role="status">
          Getting the price…
        </p>
      )}
      {error && (
        <p className="mt-3 text-sm text-red-700" role="alert" data-testid="pay-option-error">
          {error}
        </p>
      )}
    </div>
  );
}
