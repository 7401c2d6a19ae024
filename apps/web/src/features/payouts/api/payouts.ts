import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePayoutInput,
  Payout,
  PayoutBatch,
  PayoutImportRow,
  PayoutStatus,
  PayoutWalletBalance,
} from '@paylink/shared';
import { api } from '../../../lib/api-client';

export interface PayoutFilters {
  status?: PayoutStatus;
  network?: string;
}

/** Every payouts query key, so a query and each invalidation of it name the same key. */
export const payoutKeys = {
  all: ['payouts'] as const,
  list: (filters: PayoutFilters) => [...payoutKeys.all, 'list', filters] as const,
  batch: (id: string) => [...payoutKeys.all, 'batch', id] as const,
  walletBalance: (network: string) => [...payoutKeys.all, 'wallet-balance', network] as const,
};

function listPath({ status, network }: PayoutFilters, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status) params.set('status', status);
  if (network) params.set('network', network);
  return `/api/payouts?${params}`;
}

/** The merchant's payouts, newest first (the first 100 of the filter). */
export function usePayouts(filters: PayoutFilters, limit = 100) {
  return useQuery({
    queryKey: [...payoutKeys.list(filters), limit],
    queryFn: () => api<{ payouts: Payout[]; total: number }>(listPath(filters, limit)),
    placeholderData: keepPreviousData,
  });
}

export interface CreatedPayout {
  payout: Payout;
  /** The claim link, shown only now (the server keeps its hash). */
  claimUrl: string | null;
}

export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutInput) => api<CreatedPayout>('/api/payouts', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export interface PayoutImport {
  rows: PayoutImportRow[];
  created: CreatedPayout[];
}

/** A CSV import: `dryRun` previews each row with its errors; without it, every row is created (none while one is wrong). */
export function useImportPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      api<PayoutImport>('/api/payouts/import', { method: 'POST', body }),
    onSuccess: (result) => {
      if (result.created.length > 0) void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
}

export function useCreatePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { network: string; payoutIds: string[] }) =>
      api<{ batch: PayoutBatch }>('/api/payouts/batches', { method: 'POST', body }),
    onSuccess: ({ batch }) => {
      queryClient.setQueryData(payoutKeys.batch(batch.id), { batch });
      void queryClient.invalidateQueries({ queryKey: [...payoutKeys.all, 'list'] });
    },
  });
}

/** A batch with what remains unpaid and how to sign it; re-read every 10 s while payouts remain. */
export function usePayoutBatch(id: string) {
  return useQuery({
    queryKey: payoutKeys.batch(id),
    queryFn: () => api<{ batch: PayoutBatch }>(`/api/payouts/batches/${encodeURIComponent(id)}`),
    refetchInterval: (query) => ((query.state.data?.batch.remaining ?? 1) > 0 ? 10_000 : false),
  });
}

export function useCancelPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ payout: Payout }>(`/api/payouts/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** What the account's saved wallet of `network` holds, read from the chain (the batch builder's balance). */
export function usePayoutWalletBalance(network: string) {
  return useQuery({
    queryKey: payoutKeys.walletBalance(network),
    queryFn: () =>
      api<{ wallet: PayoutWalletBalance }>(`/api/payouts/wallet-balance?network=${encodeURIComponent(network)}`).then(
        (d) => d.wallet,
      ),
    enabled: network !== '',
  });
}

/** A new claim link for a payout awaiting its address; the previous link stops working. */
export function useNewPayoutClaimLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<CreatedPayout>(`/api/payouts/${encodeURIComponent(id)}/claim-link`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** Bitcoin: the signed transaction or PSBT pasted back, checked to be the batch and broadcast. */
export function usePasteBackPayoutBatch(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: string) =>
      api<{ batch: PayoutBatch; txId: string }>(`/api/payouts/batches/${encodeURIComponent(batchId)}/broadcast`, {
        method: 'POST',
        body: { transaction },
      }),
    onSuccess: ({ batch }) => queryClient.setQueryData(payoutKeys.batch(batch.id), { batch }),
  });
}

/** Offline only: the local test wallet pays each unpaid payout of the batch (the watcher then marks them PAID). */
export function usePayBatchWithTestWallet(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ signatures: string[] }>(`/api/payouts/batches/${encodeURIComponent(batchId)}/test-pay`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
