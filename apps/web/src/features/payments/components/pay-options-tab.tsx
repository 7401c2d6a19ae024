import { useState } from 'react';
import { toast } from 'sonner';
import type { PayOption, User } from '@paylink/shared';
import { useAppConfig } from '../../../lib/app-config';
import { payOptionWallets } from '../../../lib/network-profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  offeredPayOptions,
  parsePayOptionKey,
  payOptionKey,
  useDefaultPayOptions,
  useSaveDefaultPayOptions,
} from '../../../lib/default-pay-options';
import { groupByToken } from '../../../lib/pay-option-groups';
import { useSupportedTokens } from '../api/get-supported-tokens';
import { useActionGate } from '../../../lib/auth/use-action-gate';

/**
 * Settings → Pay options: every network and token a link priced in USD/EUR may offer, grouped by token, then by
 * network (as the payment page shows them); those on a network without a saved wallet are listed, not choosable.
 */
export function PayOptionsTab({ user }: { user: User }) {
  const supported = useSupportedTokens();
  const defaults = useDefaultPayOptions();
  const config = useAppConfig();
  if (supported.isPending || defaults.isPending || config.isPending)
    return <Spinner label="Loading..." className="py-12" />;
  if (defaults.isError || !supported.data || !config.data) {
    return (
      <ErrorState
        message={errorMessage(defaults.error, 'Your pay options could not be loaded.')}
        onRetry={() => void defaults.refetch()}
        data-testid="pay-options-error"
      />
    );
  }
  const wallets = payOptionWallets(config.data.networks, user);
  // Every network that may be a pay option, as if each had a wallet: what the merchant could offer.
  const every = offeredPayOptions(
    supported.data.tokens,
    Object.fromEntries(Object.keys(wallets).map((network) => [network, 'any'])),
  );
  const names = Object.fromEntries(
    Object.entries(supported.data.networks).map(([network, { name }]) => [network, name]),
  );
  return (
    <PayOptionsForm
      every={every}
      names={names}
      offered={offeredPayOptions(supported.data.tokens, wallets).map(payOptionKey)}
      saved={defaults.data.payOptions.map(payOptionKey)}
    />
  );
}

function PayOptionsForm({
  every,
  names,
  offered,
  saved,
}: {
  every: PayOption[];
  names: Record<string, string>;
  offered: string[];
  saved: string[];
}) {
  const [chosen, setChosen] = useState(() => new Set(saved.filter((key) => offered.includes(key))));
  const save = useSaveDefaultPayOptions();
  const gate = useActionGate('settings:write');
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onSave = () =>
    save.mutate(offered.filter((key) => chosen.has(key)).map(parsePayOptionKey), {
      onSuccess: () => toast.success('Pay options saved'),
      onError: (error) => toast.error(errorMessage(error, 'Your pay options could not be saved.')),
    });

  return (
    <Card>
      <CardHeader
        title="Pay options"
        description="For links priced in USD or EUR: the networks and tokens your customers may choose from on the payment page. The create form starts with these."
      />
      <CardContent>
        {offered.length === 0 ? (
          <p className="text-sm text-gray-600" data-testid="pay-options-empty">
            Save a wallet in the Wallet tab first: each network is paid to your wallet there.
          </p>
        ) : (
          <div className="space-y-4" data-testid="pay-options-form">
            {groupByToken(every).map((group) => (
              <fieldset key={group.currency} data-testid={`pay-options-group-${group.currency.toLowerCase()}`}>
                <legend className="text-sm font-semibold text-gray-900">
                  {group.currency}{' '}
                  <span className="font-normal text-gray-600">
                    on {group.options.map((o) => names[o.network] ?? o.network).join(', ')}
                  </span>
                </legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {group.options.map((option) => {
                    const key = payOptionKey(option);
                    const available = offered.includes(key);
                    return (
                      <label key={key} className="flex min-h-6 items-center gap-2 text-sm text-gray-700">
                        <input
                          type="checkbox"
                          checked={chosen.has(key)}
                          disabled={!available}
                          onChange={() => toggle(key)}
                          className="h-4 w-4 rounded border-gray-300"
                        />
                        <span>
                          <span className="sr-only">{option.currency} on </span>
                          {names[option.network] ?? option.network}
                          {!available && (
                            <span className="text-xs text-gray-600"> (save a wallet for it in the Wallet tab)</span>
                          )}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <Button
              onClick={onSave}
              isLoading={save.isPending}
              disabledReason={gate.reason}
              data-testid="pay-options-save"
            >
              Save pay options
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
