import { WEBHOOK_ROTATION_OVERLAP_MS, type WebhookAttempt, type WebhookDelivery, type WebhookEndpoint } from '@paylink/shared';
import type { webhookAttempts, webhookDeliveries } from './schema';
import type { EndpointRow } from './webhook-signature';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toEndpointDto(row: EndpointRow, now: Date): WebhookEndpoint {
  const until = row.previousSecret && row.rotatedAt ? new Date(row.rotatedAt.getTime() + WEBHOOK_ROTATION_OVERLAP_MS) : null;
  return {
    url: row.url,
    secret: row.secret,
    previousSecretExpiresAt: until && until > now ? until.toISOString() : null,
    paused: row.pausedAt !== null,
    pausedAt: iso(row.pausedAt),
  };
}

export function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    paymentId: row.paymentId,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.eventCreatedAt.toISOString(),
  };
}

export function toAttemptDto(row: typeof webhookAttempts.$inferSelect): WebhookAttempt {
  return {
    attemptedAt: row.attemptedAt.toISOString(),
    url: row.url,
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
    responseBody: row.responseBody,
  };
}
