import { useState } from 'react';
import type { PaymentStatus } from '@paylink/shared';
import { downloadFile } from '../../../lib/download-file';

/** Downloads GET /api/payments/export.csv (with the session token, so not a plain link) as a file. */
export function exportPaymentsCsv(filters: { status?: PaymentStatus }): Promise<void> {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  return downloadFile(`/api/payments/export.csv?${params}`, 'payments.csv');
}

export function useExportPaymentsCsv() {
  const [isPending, setIsPending] = useState(false);
  const mutate = (filters: { status?: PaymentStatus }, options: { onError?: (error: unknown) => void } = {}) => {
    setIsPending(true);
    exportPaymentsCsv(filters)
      .catch(options.onError)
      .finally(() => setIsPending(false));
  };
  return { isPending, mutate };
}
