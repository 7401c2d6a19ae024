import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  answerSecondFactor,
  isAskingForSecondFactor,
  secondFactorDialogMounted,
  subscribeSecondFactorPrompt,
} from '../../lib/second-factor-prompt';
import { Button } from './button';
import { Input } from './input';
import { Modal } from './modal';

/** Asks for the authenticator code when a change needs it (see second-factor-prompt); mounted once with the app. */
export function SecondFactorDialog() {
  const asking = useSyncExternalStore(subscribeSecondFactorPrompt, isAskingForSecondFactor);
  useEffect(() => secondFactorDialogMounted(), []);
  if (!asking) return null;
  return <CodeForm />;
}

function CodeForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code from your authenticator app');
      return;
    }
    answerSecondFactor(code.trim());
  }

  return (
    <Modal
      title="Confirm with two-factor sign-in"
      onClose={() => answerSecondFactor(null)}
      testId="second-factor-dialog"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-gray-600">
          This change needs the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
        <Input
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => answerSecondFactor(null)}>
            Cancel
          </Button>
          <Button type="submit" data-testid="second-factor-submit">
            Confirm
          </Button>
        </div>
      </form>
    </Modal>
  );
}
