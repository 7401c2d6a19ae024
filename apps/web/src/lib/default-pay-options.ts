import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultPayOptions, PayOption } from '@paylink/shared';
import { api } from './api-client';

export const DEFAULT_PAY_OPTIONS_QUERY_KEY = ['default-pay-options'] as const;

/** The merchant's default pay options; shared by Settings → Pay options and the create form (which prefills them). */
export function useDefaultPayOptions(enabled = true) {
  return useQuery({
    queryKey: DEFAULT_PAY_OPTIONS_QUERY_KEY,
    queryFn: () => api<DefaultPayOptions>('/api/auth/pay-options'),
    enabled,
  });
}

export function useSaveDefaultPayOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payOptions: PayOption[]) =>
      api<DefaultPayOptions>('/api/auth/pay-options', { method: 'PUT', body: { payOptions } }),
    onSuccess: (saved) => queryClient.setQueryData(DEFAULT_PAY_OPTIONS_QUERY_KEY, saved),
  });
}

/** A pay option as a form value (checkbox value), and back. */
export const payOptionKey = (o: PayOption) => `${o.network}:${o.currency}`;
export function parsePayOptionKey(key: string): PayOption {
  const [network = '', currency = ''] = key.split(':');
  return { network, currency };
}

/** Every network/token pair the server offers on a network where the merchant has a wallet, in the server's order. */
export function offeredPayOptions(
  tokens: Record<string, { symbol: string }[]>,
  savedWallets: Record<string, string>,
): PayOption[] {
  return Object.entries(tokens).flatMap(([network, list]) =>
    savedWallets[network] ? list.map((t) => ({ network, currency: t.symbol })) : [],
  );
}
