import { api } from '../api-client';

/** Ends this browser's session on the server, so the token stops working even if it was copied. */
export function signOut(): Promise<unknown> {
  return api('/api/auth/logout', { method: 'POST', body: {} });
}

/** Ends every session of the account (every browser and device). */
export function signOutEverywhere(): Promise<unknown> {
  return api('/api/auth/logout-all', { method: 'POST', body: {} });
}
