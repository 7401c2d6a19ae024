/**
 * Every table of the app: each module owns its tables in `modules/<domain>/schema.ts`; this collection is what the
 * database client and drizzle-kit (drizzle.config.ts) see.
 */
export * from './schema';
export * from '../modules/accounts/schema';
export * from '../modules/api-keys/schema';
export * from '../modules/app-secrets/schema';
export * from '../modules/audit/schema';
export * from '../modules/billing/schema';
export * from '../modules/chains/schema';
export * from '../modules/chains/bitcoin/schema';
export * from '../modules/chains/unique-amounts/schema';
export * from '../modules/chains/solana/schema';
export * from '../modules/credits/schema';
export * from '../modules/idempotency/schema';
export * from '../modules/live/schema';
export * from '../modules/payments/schema';
export * from '../modules/payments/misdirected/schema';
export * from '../modules/pricing/schema';
export * from '../modules/rate-limits/schema';
export * from '../modules/receipts/schema';
export * from '../modules/refunds/schema';
export * from '../modules/refund-claims/schema';
export * from '../modules/payouts/schema';
export * from '../modules/teams/schema';
export * from '../modules/transaction-requests/schema';
export * from '../modules/unmatched-transfers/schema';
export * from '../modules/wallets/schema';
export * from '../modules/webhooks/schema';
export * from '../modules/x402/schema';
export * from '../modules/subscriptions/schema';
export * from '../modules/pay-buttons/schema';
export * from '../modules/pos/schema';
export * from '../modules/screening/schema';
export * from '../modules/notifications/schema';
