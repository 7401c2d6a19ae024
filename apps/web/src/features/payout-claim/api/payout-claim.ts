import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicPayoutClaim } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';

const claimKey = (token: string) => ['payout-claim', token] as const;
const claimPath = (token: string) => `/api/payout-claims/${encodeURIComponent(token)}`;

/** The payout a recipient's link opens; a 4xx (unknown token) is an answer, not worth retrying. */
export function usePublicPayoutClaim(token: string) {
  return useQuery({
    queryKey: claimKey(token),
    queryFn: async () => (await api<{ claim: PublicPayoutClaim }>(claimPath(token))).claim,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The recipient's one answer: a network and an address. The answered claim replaces the one shown. */
export function useAnswerPayoutClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { network: string; address: string }) =>
      (await api<{ claim: PublicPayoutClaim }>(claimPath(token), { method: 'POST', body: answer })).claim,
    onSuccess: (claim) => queryClient.setQueryData(claimKey(token), claim),
  });
}
