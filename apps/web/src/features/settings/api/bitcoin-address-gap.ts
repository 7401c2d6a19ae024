import { useQuery } from '@tanstack/react-query';
import type { BitcoinAddressGap } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { walletKeys } from './wallet-proofs';

/** How many addresses in a row the saved Bitcoin account key gave to links that received nothing (the gap-limit warning). */
export function useBitcoinAddressGap(enabled: boolean) {
  return useQuery({
    queryKey: [...walletKeys.all, 'bitcoin-gap'],
    queryFn: () => api<BitcoinAddressGap>('/api/wallets/bitcoin-gap'),
    enabled,
  });
}
