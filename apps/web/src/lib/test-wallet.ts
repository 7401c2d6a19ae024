import { api } from './api-client';

/**
 * Offline only (a network profile's `testWallet`: the server runs the local chain and no real RPC): a throwaway
 * wallet the local chain funds pays the link, as a customer's wallet would. Used by the hosted page, the credit
 * purchase dialog and the refund screen.
 */
export function payWithTestWallet(paymentId: string): Promise<{ signature: string }> {
  return api<{ signature: string }>(`/api/payments/${encodeURIComponent(paymentId)}/test-pay`, { method: 'POST' });
}
