import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { keepAppSecret } from '../app-secrets/keep-app-secret';

const PORTAL_KEY = 'subscription_portal_key';

/**
 * A subscription's portal token: an HMAC of its id under the app's portal key, so every email can carry it again
 * while the database holds only its hash (a copy of the table opens no portal).
 */
export async function portalToken(db: Db, subscriptionId: string): Promise<string> {
  const key = await keepAppSecret(db, PORTAL_KEY, () => randomBytes(32).toString('base64url'));
  return createHmac('sha256', key.value).update(subscriptionId).digest('base64url');
}

export function hashPortalToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function portalUrl(appUrl: string, token: string): string {
  return `${appUrl}/subscription/${token}`;
}
