import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { walletsSchema, type User, type Wallets, type WalletsInput } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateWallets } from '../api/update-wallets';

export interface WalletTabProps {
  user: User;
  onSaved: (user: User) => void;
}

const WALLET_FIELDS = [
  { name: 'walletAddress', label: 'Solana Wallet Address', placeholder: 'Your Solana wallet address', hint: 'Base58 format, about 44 characters' },
  {
    name: 'btcAddress',
    label: 'Bitcoin Wallet Address',
    placeholder: 'Your Bitcoin wallet address',
    hint: 'Base58Check format, 26-35 characters (or bech32 starting with bc1)',
  },
  { name: 'ethAddress', label: 'Ethereum Wallet Address', placeholder: '0x...', hint: 'Hex format, 42 characters starting with 0x' },
] as const;

export function WalletTab({ user, onSaved }: WalletTabProps) {
  const update = useUpdateWallets();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WalletsInput, unknown, Wallets>({
    resolver: zodResolver(walletsSchema),
    defaultValues: {
      walletAddress: user.walletAddress ?? '',
      btcAddress: user.btcAddress ?? '',
      ethAddress: user.ethAddress ?? '',
    },
  });

  // walletsSchema turns empty fields into null, which is how the API is told to remove an address.
  const onSubmit = handleSubmit((wallets) =>
    update.mutate(wallets, {
      onSuccess: (data) => {
        onSaved(data.user);
        toast.success('Wallet addresses updated successfully!');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to update wallet addresses')),
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
          {WALLET_FIELDS.map((field) => (
            <Input
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              autoComplete="off"
              spellCheck={false}
              hint={field.hint}
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
          <Button type="submit" isLoading={update.isPending} data-testid="save-wallets">
            {update.isPending ? 'Saving...' : 'Save Wallet Addresses'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
