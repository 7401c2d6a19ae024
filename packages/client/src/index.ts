export { createPaylinkClient, PaylinkError, unwrap, type PaylinkClient, type PaylinkClientOptions } from './client.js';
export { allPaymentLinks, paginate, type PaymentLink } from './paginate.js';
export { fetchWithRetry, retryAfterMs, type RetryOptions } from './retry-on-429.js';
export {
  verifyWebhook,
  type VerifyWebhookInput,
  type WebhookEvent,
  type WebhookVerification,
} from './verify-webhook.js';
export type { components, operations, paths, webhooks } from './openapi.js';
