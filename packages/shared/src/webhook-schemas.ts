import { z } from 'zod';
import { OUTBOX_EVENT_TYPES } from './constants';

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

/** Endpoints one merchant may have: each event is sent once per endpoint, so the fan-out is bounded. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** The event types an endpoint receives; null (or omitted when creating) means every event. */
export const webhookEventFilterSchema = z
  .array(z.enum(OUTBOX_EVENT_TYPES))
  .min(1, 'Choose at least one event, or receive every event')
  .max(OUTBOX_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)])
  .nullable()
  .meta({
    description: 'The event types sent to this endpoint; null: every event',
    examples: [['payment.completed', 'payment.refunded']],
  });

export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventFilterSchema.default(null),
});

export const updateWebhookEndpointSchema = z.object({
  url: z.union([webhookUrlSchema, z.literal('').transform(() => null), z.null()]).optional(),
  events: webhookEventFilterSchema.optional(),
});

export const listWebhookDeliveriesQuerySchema = z.object({
  paymentId: z.string().min(1).max(64).optional(),
  payoutId: z.string().min(1).max(64).optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const replayFailedWebhooksSchema = z.object({ since: z.iso.datetime({ offset: true }) });

/** Why the signing secret was last rotated: by a member (`manual`), or by Paylink when a member who could read it left. */
export const WEBHOOK_ROTATION_REASONS = ['manual', 'member_left'] as const;
export type WebhookRotationReason = (typeof WEBHOOK_ROTATION_REASONS)[number];

export const webhookEndpointSchema = z.object({
  id: z.string().meta({ examples: ['whe_5kPq9TnV2xYb3kPq9TnV2x'] }),
  primary: z.boolean().meta({
    description: 'The first endpoint: its URL is the default one, used by links without their own webhookUrl',
  }),
  url: z.string().nullable(),
  events: z
    .array(z.string())
    .nullable()
    .meta({ description: 'The event types sent to this endpoint; null: every event' }),
  secret: z.string().meta({
    description:
      'The signing secret, in full only for roles that may change webhooks (webhooks:write); masked for the others (`whsec_…abcd`)',
    examples: ['whsec_…x9Za'],
  }),
  secretHidden: z
    .boolean()
    .meta({ description: 'true when `secret` is masked because your role may not change webhooks' }),
  /** Until when the previous secret still signs deliveries (after a rotation), else null. */
  previousSecretExpiresAt: z.string().nullable(),
  /** The last rotation while the previous secret still signs: why, when, and the member whose leaving caused it. */
  rotation: z
    .object({
      reason: z.enum(WEBHOOK_ROTATION_REASONS),
      rotatedAt: z.string(),
      memberEmail: z
        .string()
        .nullable()
        .meta({ description: 'For member_left: the member who left or lost the role that could read the secret' }),
    })
    .nullable()
    .meta({ description: 'Set while the previous secret still signs (the overlap window); null otherwise' }),
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  paymentId: z
    .string()
    .nullable()
    .meta({ description: 'The link the event concerns (payment and subscription events); null for a payout event' }),
  payoutId: z
    .string()
    .nullable()
    .meta({ description: 'The payout the event concerns (payout events); null otherwise' }),
  url: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  endpointId: z.string(),
  attempts: z.number().int(),
  plannedAttempts: z.number().int().nullable().meta({
    description:
      'While pending: the attempts made plus those the back-off schedule still plans before the retry window ends ("3 of 12"); null once settled',
  }),
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
export const webhookEndpointsResponseSchema = ok(z.object({ endpoints: z.array(webhookEndpointSchema) }));
export const webhookEndpointDeletedResponseSchema = ok(z.object({ deleted: z.literal(true) }));
export const webhookResumeResponseSchema = ok(
  z.object({ endpoint: webhookEndpointSchema, requeued: z.number().int() }),
);
export const webhookTestResponseSchema = ok(z.object({ result: webhookTestResultSchema }));
export const webhookDeliveriesResponseSchema = ok(z.object({ deliveries: z.array(webhookDeliverySchema) }));
export const webhookDeliveryResponseSchema = ok(z.object({ delivery: webhookDeliverySchema }));
export const webhookDeliveryDetailResponseSchema = ok(z.object({ delivery: webhookDeliveryDetailSchema }));
export const webhookReplayResponseSchema = ok(z.object({ requeued: z.number().int() }));
