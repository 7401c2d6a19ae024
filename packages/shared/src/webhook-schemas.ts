import { z } from 'zod';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'no_endpoint'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How long after a rotation the previous secret still signs deliveries. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** Retries stop, and an endpoint failing every delivery is paused, after this long. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RESPONSE_SNIPPET_BYTES = 4096;

export const webhookUrlSchema = z.string().trim().max(2048).url('Webhook URL must be a valid URL');

export const setWebhookEndpointSchema = z.object({
  url: z.union([webhookUrlSchema, z.literal('').transform(() => null), z.null()]),
});

export const sendTestWebhookSchema = z.object({ url: webhookUrlSchema.optional() });

export const listWebhookDeliveriesQuerySchema = z.object({
  paymentId: z.string().min(1).max(64).optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const replayFailedWebhooksSchema = z.object({ since: z.iso.datetime({ offset: true }) });

export const webhookEndpointSchema = z.object({
  url: z.string().nullable(),
  secret: z.string(),
  /** Until when the previous secret still signs deliveries (after a rotation), else null. */
  previousSecretExpiresAt: z.string().nullable(),
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  paymentId: z.string(),
  url: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  url: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  requestBody: z.string(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

/** What the receiver answered to a test event (or why nothing was sent). */
export const webhookTestResultSchema = z.object({
  url: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  responseBody: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

/** Response bodies of the webhook routes (`{ success: true, data }`), declared by the routes and their OpenAPI. */
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const webhookEndpointResponseSchema = ok(z.object({ endpoint: webhookEndpointSchema }));
export const webhookResumeResponseSchema = ok(z.object({ endpoint: webhookEndpointSchema, requeued: z.number().int() }));
export const webhookTestResponseSchema = ok(z.object({ result: webhookTestResultSchema }));
export const webhookDeliveriesResponseSchema = ok(z.object({ deliveries: z.array(webhookDeliverySchema) }));
export const webhookDeliveryResponseSchema = ok(z.object({ delivery: webhookDeliverySchema }));
export const webhookDeliveryDetailResponseSchema = ok(z.object({ delivery: webhookDeliveryDetailSchema }));
export const webhookReplayResponseSchema = ok(z.object({ requeued: z.number().int() }));
