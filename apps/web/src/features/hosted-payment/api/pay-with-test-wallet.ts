import { useState } from 'react';
import { refreshPublicPayment } from '../../../lib/public-payment';
import { payWithTestWallet } from '../../../lib/test-wallet';

/** The test-wallet button's action; `mutate(undefined, { onError })` like the rest of the app's mutations. */
export function usePayWithTestWallet(id: string) {
  const [isPending, setIsPending] = useState(false);
  const mutate = (_variables: undefined, options: { onError?: (error: unknown) => void } = {}) => {
    setIsPending(true);
    payWithTestWallet(id)
      .then(() => refreshPublicPayment(id), options.onError)
      .finally(() => setIsPending(false));
  };
  return { isPending, mutate };
}
