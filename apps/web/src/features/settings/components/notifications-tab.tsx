import { useState } from 'react';
import { toast } from 'sonner';
import type { NotificationSettings, PaymentEmailMode, User } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

const PAYMENT_CHOICES: { value: PaymentEmailMode; label: string; hint: string }[] = [
  { value: 'each', label: 'For each payment', hint: 'An email as soon as a link is paid.' },
  {
    value: 'digest',
    label: 'Daily digest',
    hint: 'One email a day (UTC) listing the day’s payments and their totals. None on a day without payments.',
  },
  { value: 'off', label: 'Off', hint: 'No email about payments.' },
];

const EVENTS: { key: 'newSubscriber' | 'subscriptionCanceled' | 'refundCompleted'; label: string }[] = [
  { key: 'newSubscriber', label: 'New subscriber' },
  { key: 'subscriptionCanceled', label: 'Subscription cancelled' },
  { key: 'refundCompleted', label: 'Refund completed' },
];

/** Settings → Notifications: the emails the signed-in member receives about the account they act in. */
export function NotificationsTab({ user }: { user: User }) {
  const settings = useNotificationSettings();
  if (settings.isPending) return <Spinner label="Loading..." className="py-12" />;
  if (settings.isError) {
    return (
      <ErrorState
        message={errorMessage(settings.error, 'Your notification settings could not be loaded.')}
        onRetry={() => void settings.refetch()}
        data-testid="notifications-error"
      />
    );
  }
  return <NotificationsForm saved={settings.data} email={user.email} />;
}

function NotificationsForm({ saved, email }: { saved: NotificationSettings; email: string }) {
  const [chosen, setChosen] = useState<NotificationSettings>(saved);
  const save = useSaveNotificationSettings();
  const unchanged = (Object.keys(saved) as (keyof NotificationSettings)[]).every((key) => saved[key] === chosen[key]);
  const onSave = () =>
    save.mutate(chosen, {
      onSuccess: () => toast.success('Notification settings saved'),
      onError: (error) => toast.error(errorMessage(error, 'Your notification settings could not be saved.')),
    });
  return (
    <Card data-testid="notification-settings">
      <CardHeader
        title="Email notifications"
        description={`Sent to ${email} about this account. Each team member chooses their own: the owner receives them until switched off, other members once they turn them on.`}
      />
      <CardContent className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-700">You got paid</legend>
          {PAYMENT_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3">
              <input
                type="radio"
                name="payment-emails"
                value={choice.value}
                checked={chosen.payments === choice.value}
                onChange={() => setChosen({ ...chosen, payments: choice.value })}
                className="mt-1 h-4 w-4"
                data-testid={`payment-emails-${choice.value}`}
              />
              <span>
                <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
                <span className="block text-sm text-gray-500">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-700">Also email me when</legend>
          {EVENTS.map((event) => (
            <label key={event.key} className="flex items-center gap-3 text-sm text-gray-900">
              <input
                type="checkbox"
                checked={chosen[event.key]}
                onChange={(e) => setChosen({ ...chosen, [event.key]: e.target.checked })}
                className="h-4 w-4"
                data-testid={`notify-${event.key}`}
              />
              {event.label}
            </label>
          ))}
        </fieldset>
        <Button
          type="button"
          onClick={onSave}
          isLoading={save.isPending}
          disabled={unchanged && !save.isPending}
          data-testid="notification-settings-save"
        >
          Save
        </Button>
      </CardContent>
    </Card>
  );
}
