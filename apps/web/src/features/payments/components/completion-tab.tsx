import { useState } from 'react';
import { toast } from 'sonner';
import type { CompletionPoint } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payment-settings';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const CHOICES: { value: CompletionPoint; label: string; hint: string }[] = [
  { value: 'confirmation', label: 'Confirmation (default)', hint: 'Links complete, and payment.completed is sent, as soon as the payment is confirmed. payment.finalized follows.' },
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
    return <ErrorState message={errorMessage(settings.error, 'Your payment settings could not be loaded.')} onRetry={() => void settings.refetch()} data-testid="payment-settings-error" />;
  }
  return <CompletionForm saved={settings.data.completeAt} />;
}

function CompletionForm({ saved }: { saved: CompletionPoint }) {
  const [chosen, setChosen] = useState(saved);
  const save = useSavePaymentSettings();
  const gate = useActionGate('settings:write');
  const onSave = () =>
    save.mutate(
      { completeAt: chosen },
      { onSuccess: () => toast.success('Payment settings saved'), onError: (error) => toast.error(errorMessage(error, 'Your payment settings could not be saved.')) },
    );
  return (
    <Card data-testid="payment-settings">
      <CardHeader title="Mark payments completed at" description="Applies to payments recorded from now on." />
      <CardContent className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="sr-only">Mark payments completed at</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3">
              <input type="radio" name="complete-at" value={choice.value} checked={chosen === choice.value} onChange={() => setChosen(choice.value)} className="mt-1" data-testid={`complete-at-${choice.value}`} />
              <span>
                <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
                <span className="block text-sm text-gray-500">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="button" onClick={onSave} isLoading={save.isPending} disabled={chosen === saved && !save.isPending} disabledReason={gate.reason} data-testid="payment-settings-save">
          Save
        </Button>
      </CardContent>
    </Card>
  );
}
