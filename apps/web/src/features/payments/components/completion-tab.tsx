import { useState } from 'react';
import { toast } from 'sonner';
import { UNDERPAYMENT_TOLERANCE_MAX_BPS, type CompletionPoint, type SavedPaymentSettings } from '@paylink/shared';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const CHOICES: { value: CompletionPoint; label: string; hint: string }[] = [
  {
    value: 'confirmation',
    label: 'Confirmation (default)',
    hint: 'Links complete, and payment.completed is sent, as soon as the payment is confirmed. payment.finalized follows.',
  },
  {
    value: 'finality',
    label: 'Finality',
    hint: 'Links complete only once every transfer that paid them is final on its chain (seconds on Solana, about 13 minutes on Ethereum, 6 blocks on Bitcoin). In between the payment page says "Confirmed, finalizing…".',
  },
];

/** Settings → Payments: when the merchant's links become COMPLETED. */
export function CompletionTab() {
  const settings = usePaymentSettings();
  if (settings.isPending) return <Spinner label="Loading..." className="py-12" />;
  if (settings.isError) {
    return (
      <ErrorState
        message={errorMessage(settings.error, 'Your payment settings could not be loaded.')}
        onRetry={() => void settings.refetch()}
        data-testid="payment-settings-error"
      />
    );
  }
  return <CompletionForm saved={settings.data} />;
}

/** "1.25" (percent, up to 2 decimals) as basis points (125), read as text: null when it is not such a number. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return parseInt(match[1]!, 10) * 100 + parseInt((match[2] ?? '0').padEnd(2, '0'), 10);
}
const bpsToPercent = (bps: number) =>
  `${Math.floor(bps / 100)}${
    bps % 100 === 0
      ? ''
      : `.${String(bps % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
  }`;

function CompletionForm({ saved }: { saved: SavedPaymentSettings }) {
  const [chosen, setChosen] = useState<CompletionPoint>(saved.completeAt);
  const [tolerance, setTolerance] = useState(bpsToPercent(saved.underpaymentToleranceBps));
  const bps = percentToBps(tolerance);
  const toleranceError =
    bps === null || bps > UNDERPAYMENT_TOLERANCE_MAX_BPS
      ? `Enter a percentage from 0 to ${UNDERPAYMENT_TOLERANCE_MAX_BPS / 100}, at most 2 decimals`
      : undefined;
  const unchanged = chosen === saved.completeAt && bps === saved.underpaymentToleranceBps;
  const save = useSavePaymentSettings();
  const gate = useActionGate('settings:write');
  const onSave = () =>
    save.mutate(
      { completeAt: chosen, underpaymentToleranceBps: bps ?? 0 },
      {
        onSuccess: () => toast.success('Payment settings saved'),
        onError: (error) => toast.error(errorMessage(error, 'Your payment settings could not be saved.')),
      },
    );
  return (
    <Card data-testid="payment-settings">
      <CardHeader title="Mark payments completed at" description="Applies to payments recorded from now on." />
      <CardContent className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="sr-only">Mark payments completed at</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3">
              <input
                type="radio"
                name="complete-at"
                value={choice.value}
                checked={chosen === choice.value}
                onChange={() => setChosen(choice.value)}
                className="mt-1"
                data-testid={`complete-at-${choice.value}`}
              />
              <span>
                <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
                <span className="block text-sm text-gray-500">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Input
          label="Underpayment tolerance (%)"
          inputMode="decimal"
          value={tolerance}
          onChange={(e) => setTolerance(e.target.value)}
          error={toleranceError}
          hint="Consider a link paid when it is short by at most this much (customers paying from an exchange often arrive a fee short). The shortfall is shown on the payment. 0: the exact amount."
          data-testid="underpayment-tolerance"
        />
        <Button
          type="button"
          onClick={onSave}
          isLoading={save.isPending}
          disabled={(unchanged || toleranceError !== undefined) && !save.isPending}
          disabledReason={gate.reason}
          data-testid="payment-settings-save"
        >
          Save
        </Button>
      </CardContent>
    </Card>
  );
}
