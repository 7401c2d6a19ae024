import { useState } from 'react';
import { toast } from 'sonner';
import { NETWORK_NAMES, type Network, type User } from '@paylink/shared';
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
import { useSupportedTokens } from '../api/get-supported-tokens';
import { useActionGate } from '../../../lib/auth/use-action-gate';

/** Settings → Pay options: the networks and tokens the create form proposes for a link priced in USD/EUR. */
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
  return (
    <PayOptionsForm
      offered={offeredPayOptions(supported.data.tokens, payOptionWallets(config.data.networks, user)).map(payOptionKey)}
      saved={defaults.data.payOptions.map(payOptionKey)}
    />
  );
}

function PayOptionsForm({ offered, saved }: { offered: string[]; saved: string[] }) {
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
            <div className="grid gap-2 sm:grid-cols-2">
              {offered.map((key) => {
                const option = parsePayOptionKey(key);
                return (
                  <label key={key} className="flex items-center gap-2 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      checked={chosen.has(key)}
                      onChange={() => toggle(key)}
                      className="h-4 w-4 rounded border-gray-300"
                    />
                    {option.currency} on {NETWORK_NAMES[option.network as Network] ?? option.network}
                  </label>
                );
              })}
            </div>
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
