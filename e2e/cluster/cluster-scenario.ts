import { randomBytes } from 'node:crypto';
import { base58Encode } from '@paylink/shared';

// The cluster scenario's sizes and the records it keeps while it runs.

export const MERCHANTS = 10;
export const LINKS_PER_MERCHANT = 20;
export const TOTAL = MERCHANTS * LINKS_PER_MERCHANT;
export const START_CREDITS = 25;
export const KILL_AFTER = TOTAL / 2;
export const PAY_CONCURRENCY = 4;
/** API_RATE_LIMIT of the cluster: merchant API requests per 15 minutes per merchant. */
export const API_LIMIT = 30;
/** Every 10th event's first delivery is answered 500, so its redelivery can be checked. */
export const FAIL_EVERY = 10;
export const PASSWORD = 'Cluster-Passw0rd';
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

export const randomWallet = () => base58Encode(randomBytes(32));

export interface Merchant {
  id: string;
  email: string;
  token: string;
  secret: string;
}
export interface Link {
  id: string;
  userId: string;
  solanaPayUrl: string;
  createdThrough: number;
}
export interface Receipt {
  merchant: number;
  eventId: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  receivedAt: Date;
  status: number;
}
export interface PublicPayment {
  id: string;
  status: string;
  solanaPayUrl: string;
  payAmount: string | null;
  payCurrency: string | null;
  quote: { quotedAt: string; expiresAt: string } | null;
}
