import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TwoFactorSetup, User } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';
import { RecoveryCodesList } from './recovery-codes';

const fail = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

/** Settings → Account: two-factor sign-in (TOTP) on and off, and recovery codes. */
export function TwoFactorSection({ user }: { user: User }) {
  const status = useTwoFactorStatus();
  const { refreshUser } = useAuth();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = status.data?.enabled ?? user.twoFactorEnabled;

  function done() {
    setCodes(null);
    void refreshUser();
  }

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3" data-testid="two-factor-section">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="two-factor-title" className="text-sm font-medium text-gray-700">
          Two-factor sign-in
        </h3>
        <Badge tone={enabled ? 'green' : 'gray'} data-testid="two-factor-status">
          {enabled ? 'On' : 'Off'}
        </Badge>
      </div>
      <p className="text-sm text-gray-500">
        With an authenticator app (Google Authenticator, 1Password, Authy...), signing in, changing a payout address and
        managing API keys also ask for the 6-digit code the app shows.
      </p>
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={done} />
      ) : enabled ? (
        <ManageTwoFactor left={status.data?.recoveryCodesLeft} onCodes={setCodes} onOff={done} />
      ) : (
        <SetUpTwoFactor hasPassword={user.hasPassword} onOn={setCodes} />
      )}
    </section>
  );
}

function SetUpTwoFactor({ hasPassword, onOn }: { hasPassword: boolean; onOn: (codes: string[]) => void }) {
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');

  // An account without a password (Google only) goes straight to the QR code.
  function begin() {
    setOpen(true);
    if (!hasPassword) start.mutate(undefined, { onSuccess: setSetup, onError: fail('Failed to start the setup') });
  }

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={begin} data-testid="two-factor-setup">
        Set up two-factor sign-in
      </Button>
    );
  }
  if (!setup && !hasPassword) return null;
  if (!setup) {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      start.mutate(password, { onSuccess: setSetup, onError: fail('Failed to start the setup') });
    };
    return (
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Input
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" isLoading={start.isPending} data-testid="two-factor-password-submit">
          Continue
        </Button>
      </form>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code, {
      onSuccess: (data) => {
        toast.success('Two-factor sign-in is on.');
        onOn(data.recoveryCodes);
      },
      onError: fail('Failed to turn on two-factor sign-in'),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="two-factor-enrol">
      <p className="text-sm text-gray-700">1. Scan this QR code with your authenticator app.</p>
      <img
        src={setup.qrCode}
        alt="QR code to add Paylink to your authenticator app"
        width={200}
        height={200}
        className="rounded border border-gray-200"
      />
      <p className="text-sm text-gray-700">
        Cannot scan? Enter this key in the app:{' '}
        <code className="break-all font-mono text-gray-900" data-testid="two-factor-secret">
          {setup.secret}
        </code>
      </p>
      <Input
        label="2. Enter the 6-digit code the app shows"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" isLoading={enable.isPending} data-testid="two-factor-enable">
        Turn on
      </Button>
    </form>
  );
}

function ManageTwoFactor({
  left,
  onCodes,
  onOff,
}: {
  left: number | undefined;
  onCodes: (codes: string[]) => void;
  onOff: () => void;
}) {
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');

  const turnOff = () =>
    disable.mutate(code, {
      onSuccess: () => {
        toast.success('Two-factor sign-in is off.');
        onOff();
      },
      onError: fail('Failed to turn off two-factor sign-in'),
    });
  const newCodes = () =>
    renew.mutate(code, {
      onSuccess: (data) => onCodes(data.recoveryCodes),
      onError: fail('Failed to make new recovery codes'),
    });

  return (
    <div className="space-y-3">
      {left !== undefined && (
        <p className="text-sm text-gray-600" data-testid="recovery-codes-left">
          Recovery codes left: {left}
        </p>
      )}
      <Input
        label="Authentication code"
        hint="Needed to turn it off or make new recovery codes."
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" isLoading={renew.isPending} disabled={!code.trim()} onClick={newCodes}>
          New recovery codes
        </Button>
        <Button
          type="button"
          variant="outline"
          isLoading={disable.isPending}
          disabled={!code.trim()}
          onClick={turnOff}
          data-testid="two-factor-disable"
        >
          Turn off
        </Button>
      </div>
    </div>
  );
}
