import {
  WEBHOOK_ROTATION_OVERLAP_MS,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@paylink/shared';
import type { webhookAttempts, webhookDeliveries } from './schema';
import { plannedAttempts } from './retry-delay';
import type { EndpointRow } from './webhook-signature';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `whsec_…abcd`: enough to tell two secrets apart, nothing to sign with. */
export function maskWebhookSecret(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

/** The endpoint as a member sees it: the secret in full only with `revealSecret` (roles that may change webhooks). */
export function toEndpointDto(row: EndpointRow, now: Date, opts: { revealSecret: boolean }): WebhookEndpoint {
  const until =
    row.previousSecret && row.rotatedAt ? new Date(row.rotatedAt.getTime() + WEBHOOK_ROTATION_OVERLAP_MS) : null;
  const overlapping = until !== null && until > now;
  return {
    id: row.id,
    primary: row.isPrimary,
    url: row.url,
    events: row.events,
    secret: opts.revealSecret ? row.secret : maskWebhookSecret(row.secret),
    secretHidden: !opts.revealSecret,
    previousSecretExpiresAt: overlapping ? until.toISOString() : null,
    rotation: overlapping
      ? {
          reason: row.rotationReason ?? 'manual',
          rotatedAt: row.rotatedAt!.toISOString(),
          memberEmail: row.rotationMemberEmail,
        }
      : null,
    paused: row.pausedAt !== null,
    pausedAt: iso(row.pausedAt),
  };
}

export function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  const next = row.status === 'pending' ? row.nextAttemptAt : null;
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    paymentId: row.paymentId,
    payoutId: row.payoutId,
    url: row.url,
    endpointId: row.endpointId,
    status: row.status,
    attempts: row.attempts,
    plannedAttempts: next && row.retryUntil ? plannedAttempts(row.attempts, next, row.retryUntil) : null,
    nextAttemptAt: iso(next),
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
