import { useMutation } from '@tanstack/react-query';
import type { CryptoPurchaseResponse, PurchaseCreditsInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

/** Card: the server opens a Stripe Checkout Session; the browser then goes to its URL. */
export function purchaseCreditsByCard(input: PurchaseCreditsInput): Promise<{ url: string }> {
  return api<{ url: string }>('/api/auth/purchase-credits', { method: 'POST', body: input });
}

export function purchaseCreditsByCrypto(input: PurchaseCreditsInput): Promise<CryptoPurchaseResponse> {
  return api<CryptoPurchaseResponse>('/api/auth/purchase-credits-crypto', { method: 'POST', body: input });
}

export function useCardPurchase() {
  return useMutation({ mutationFn: purchaseCreditsByCard });
}

export function useCryptoPurchase() {
  return useMutation({ mutationFn: purchaseCreditsByCrypto });
}
