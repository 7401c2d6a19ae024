import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  isEthereumAddress,
  isSavableBitcoinAddress,
  isSolanaAddress,
  MSG,
  PAYOUT_FIELDS,
  redirectingPayoutFields,
  walletsSchema,
  type User,
  type Wallets,
  type WalletsInput,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateWallets } from '../api/update-wallets';
import { useClaimedAddresses } from '../api/wallet-proofs';
import { ProveOwnership } from './prove-ownership';
import { BitcoinGapWarning } from './bitcoin-gap-warning';
import { BitcoinKeyFirstAddress } from './bitcoin-key-first-address';
import { useAppConfig } from '../../../lib/app-config';
import { useActionGate } from '../../../lib/auth/use-action-gate';

export interface WalletTabProps {
  user: User;
  onSaved: (user: User) => void;
}

const WALLET_FIELDS = [
  {
    name: 'walletAddress',
    label: 'Solana Wallet Address',
    placeholder: 'Your Solana wallet address',
    hint: 'Base58 format, about 44 characters',
  },
  {
    name: 'btcAddress',
    label: 'Bitcoin Wallet Address',
    placeholder: 'Your Bitcoin wallet address',
    hint: 'Base58Check format, 26-35 characters (or bech32 starting with bc1)',
  },
  {
    name: 'btcXpub',
    label: 'Bitcoin Account Key (optional)',
    placeholder: 'xpub..., zpub..., tpub... or vpub...',
    hint: 'A watch-only account key (BIP84, native segwit): each new Bitcoin link then gets a fresh address of your wallet. While a key is saved it wins: new links pay its addresses, not the Bitcoin Wallet Address above',
  },
  {
    name: 'ethAddress',
    label: 'Ethereum Wallet Address',
    placeholder: '0x...',
    hint: 'Hex format, 42 characters starting with 0x',
  },
] as const;

/** True when the form redirects money already going somewhere (the server's rule, shared): the password step shows. */
function replacesSetAddress(user: User, values: WalletsInput): boolean {
  const typed = (name: (typeof PAYOUT_FIELDS)[number]) =>
    typeof values[name] === 'string' ? (values[name] as string).trim() || null : null;
  return redirectingPayoutFields(user, Object.fromEntries(PAYOUT_FIELDS.map((name) => [name, typed(name)]))).length > 0;
}

/** The address of a field that can be proven (a Solana or Ethereum one typed in full), else null. */
function provableAddress(name: (typeof WALLET_FIELDS)[number]['name'], value: unknown): string | null {
  const typed = typeof value === 'string' ? value.trim() : '';
  if (name === 'walletAddress' && isSolanaAddress(typed)) return typed;
  if (name === 'ethAddress' && isEthereumAddress(typed)) return typed;
  return null;
}

export function WalletTab({ user, onSaved }: WalletTabProps) {
  const update = useUpdateWallets();
  const claimed = useClaimedAddresses();
  const proven = new Set((claimed.data?.addresses ?? []).filter((a) => a.provenAt !== null).map((a) => a.address));
  // Bitcoin addresses: mainnet ones, or those of the chain this server watches (the server checks the same).
  // Only owners and admins change where the money goes; the others see the addresses read-only.
  const gate = useActionGate('wallets:write');
  const bitcoinNetwork = useAppConfig().data?.bitcoin?.network ?? null;
  const schema = useMemo(
    () =>
      walletsSchema.superRefine((v, ctx) => {
        if (v.btcAddress && !isSavableBitcoinAddress(v.btcAddress, bitcoinNetwork))
          ctx.addIssue({ code: 'custom', path: ['btcAddress'], message: MSG.invalidBitcoin });
      }),
    [bitcoinNetwork],
  );
  const {
    register,
    handleSubmit,
    watch,
    resetField,
    setError,
    formState: { errors },
  } = useForm<WalletsInput, unknown, Wallets>({
    resolver: zodResolver(schema),
    defaultValues: {
      walletAddress: user.walletAddress ?? '',
      btcAddress: user.btcAddress ?? '',
      btcXpub: user.btcXpub ?? '',
      ethAddress: user.ethAddress ?? '',
      currentPassword: '',
    },
  });

  // Replacing a payout address redirects the merchant's money, so the server asks for proof: the current
  // password, or for an account without one (Google sign-in), a confirmation link sent by email.
  const values = watch();
  const needsProof = replacesSetAddress(user, values);

  // walletsSchema turns empty fields into null, which is how the API is told to remove an address.
  const onSubmit = handleSubmit((wallets) =>
    update.mutate(needsProof && user.hasPassword ? wallets : { ...wallets, currentPassword: undefined }, {
      onSuccess: (data) => {
        resetField('currentPassword');
        if (data.confirmationSent) {
          toast.success(`Check ${user.email} to confirm the new payout address.`);
          return;
        }
        onSaved(data.user);
        toast.success('Wallet addresses updated successfully!');
      },
      onError: (error) => {
        // The server's verdict on a field shows under that field too (issue 38), not only in the toast.
        for (const [name, message] of serverFieldErrors(error, [
          ...WALLET_FIELDS.map((f) => f.name),
          'currentPassword',
        ] as const)) {
          setError(name, { type: 'server', message });
        }
        toast.error(errorMessage(error, 'Failed to update wallet addresses'));
      },
    }),
  );

  return (
    <Card data-testid="wallet-tab">
      <CardHeader
        title="Wallet Addresses"
        description="Payments you receive are sent to these addresses. Leave a field empty if you do not use that network."
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {WALLET_FIELDS.map((field) => {
            const provable = provableAddress(field.name, values[field.name]);
            return (
              <div key={field.name} className="space-y-2">
                <Input
                  label={field.label}
                  placeholder={field.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  hint={field.hint}
                  error={errors[field.name]?.message}
                  readOnly={!gate.allowed}
                  {...register(field.name)}
                />
                {/* Proof that the wallet is yours: a badge, or signing a message (also takes it back from an account that used it first). */}
                {provable && (
                  <ProveOwnership
                    address={provable}
                    proven={proven.has(isEthereumAddress(provable) ? provable.toLowerCase() : provable)}
                  />
                )}
              </div>
            );
          })}
          <BitcoinKeyFirstAddress accountKey={user.btcXpub} />
          <BitcoinGapWarning accountKey={user.btcXpub} />
          {needsProof && user.hasPassword && (
            <Input
              label="Current Password"
              type="password"
              autoComplete="current-password"
              hint="Required to change an address that is already set"
              data-testid="wallet-current-password"
              {...register('currentPassword')}
            />
          )}
          {needsProof && !user.hasPassword && (
            <p className="text-sm text-gray-600" data-testid="wallet-confirm-by-email">
              We will email {user.email} a link to confirm this change; your addresses stay the same until you open it.
            </p>
          )}
          {update.error && (
            <p className="text-sm text-red-600" role="alert" data-testid="wallet-save-error">
              {errorMessage(update.error, 'Failed to update wallet addresses')}
            </p>
          )}
          <Button type="submit" isLoading={update.isPending} disabledReason={gate.reason} data-testid="save-wallets">
            {update.isPending ? 'Saving...' : 'Save Wallet Addresses'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
