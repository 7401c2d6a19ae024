import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicRefundClaim } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';

const claimKey = (token: string) => ['refund-claim', token] as const;
const claimPath = (token: string) => `/api/refund-claims/${encodeURIComponent(token)}`;

/** The claim a customer's link opens; a 4xx (unknown token) is an answer, not worth retrying. */
export function usePublicRefundClaim(token: string) {
  return useQuery({
    queryKey: claimKey(token),
    queryFn: async () => (await api<{ claim: PublicRefundClaim }>(claimPath(token))).claim,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The customer's one answer: their address. The answered claim replaces the one shown. */
export function useAnswerRefundClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: string) =>
      (await api<{ claim: PublicRefundClaim }>(claimPath(token), { method: 'POST', body: { address } })).claim,
    onSuccess: (claim) => queryClient.setQueryData(claimKey(token), claim),
  });
}
