import type { PosSale } from '@paylink/shared';

const KEY = 'paylink.pos.openSale';

/**
 * The sale on screen, kept in localStorage so a reload, a lost connection or a closed tab resumes it instead of
 * losing it: `key` is the Idempotency-Key of its Charge (a retry answers the same sale), `sale` once the server made it.
 */
export interface OpenSale {
  key: string;
  amount: string;
  currency: string;
  note: string;
  sale: PosSale | null;
}

export function readOpenSale(): OpenSale | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OpenSale) : null;
  } catch {
    return null;
  }
}

export function saveOpenSale(sale: OpenSale | null): void {
  if (sale) localStorage.setItem(KEY, JSON.stringify(sale));
  else localStorage.removeItem(KEY);
}
