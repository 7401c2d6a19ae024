import type { PosSale, PosSaleBody, PosSetup, PosShift } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export function getPosSetup(): Promise<PosSetup> {
  return api<PosSetup>('/api/pos/setup');
}

/** Charges a sale; `key` makes a retry after a lost connection answer the same sale instead of a second one. */
export async function chargeSale(body: PosSaleBody, key: string): Promise<PosSale> {
  return (await api<{ sale: PosSale }>('/api/pos/sales', { method: 'POST', body, headers: { 'Idempotency-Key': key } }))
    .sale;
}

/** Today's shift starts at this device's midnight. */
function todayParam(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return new URLSearchParams({ from: midnight.toISOString() }).toString();
}

export function getShift(): Promise<PosShift> {
  return api<PosShift>(`/api/pos/sales?${todayParam()}`);
}

export function downloadShiftCsv(): Promise<void> {
  return downloadFile(`/api/pos/sales.csv?${todayParam()}`, 'shift.csv');
}
