import { useState } from 'react';
import type { PaymentStatus } from '@paylink/shared';
import { ApiError, getToken } from '../../../lib/api-client';

/** Downloads GET /api/payments/export.csv (with the session token, so not a plain link) as a file. */
export async function exportPaymentsCsv(filters: { status?: PaymentStatus }): Promise<void> {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  const token = getToken();
  const res = await fetch(`/api/payments/export.csv?${params}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'payments.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
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
