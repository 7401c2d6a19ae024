import { sql } from 'drizzle-orm';
import type { WebhookRotationReason } from '@paylink/shared';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { payments } from '../payments/schema';
import { payouts } from '../payouts/schema';
import { merchantAccounts } from '../accounts/schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A merchant's endpoints: each with its URL, event filter, signing secret (and the previous one during a rotation)
 * and pause state. The primary one (created on demand, one per merchant) is the default URL, the one links without
 * their own webhookUrl send to; the others receive the events their filter names.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => newId('whe')),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    url: text('url'),
    /** The event types this endpoint receives; null: every event. */
    events: text('events').array(),
    secret: text('secret').notNull(),
    /** Still signs deliveries for 24 hours after rotatedAt, so receivers can switch without downtime. */
    previousSecret: text('previous_secret'),
    rotatedAt: timestamptz('rotated_at'),
    /** Why the last rotation happened ('manual', or 'member_left' with the member's email): the dashboard's notice. */
    rotationReason: text('rotation_reason').$type<WebhookRotationReason>(),
    rotationMemberEmail: text('rotation_member_email'),
    /** First failure of an unbroken run of failures (any success clears it); 3 days of it pauses the endpoint. */
    failingSince: timestamptz('failing_since'),
    pausedAt: timestamptz('paused_at'),
    /** Why deliveries are paused: 'failing' (3 days of failures) or 'gone' (the receiver answered 410 Gone). */
    pausedReason: text('paused_reason'),
    /** The breaker: failures in a row, and until when no delivery of this endpoint is claimed after too many. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    breakerUntil: timestamptz('breaker_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('webhook_endpoints_primary_uq')
      .on(t.accountId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'no_endpoint'] as const;

/**
 * One per event and endpoint (payment_events and payout_events are the transactional outboxes; the worker turns each
 * new event into one delivery per endpoint). The body is frozen at creation, so event_id and content stay the same
 * across retries and resends. A delivery concerns one link (payment and subscription events) or one payout.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    /** The event's id in its outbox (payment_events or payout_events). */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** When the event happened: the order in which one link's events go out. */
    eventCreatedAt: timestamptz('event_created_at').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'cascade' }),
    /** The endpoint that signs it (and whose breaker and pause hold it back). */
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The endpoint's URL (for the primary one, the link's webhookUrl first); null when none exists ("no endpoint"). */
    url: text('url'),
    body: text('body').notNull(),
    status: text('status').$type<(typeof DELIVERY_STATUSES)[number]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due time of the next attempt; while an attempt is in flight, the end of its lease. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** Set while an attempt is in flight (the end of its lease): the per-endpoint cap counts these. */
    inFlightUntil: timestamptz('in_flight_until'),
    /** Retries stop after this (3 days after the first try, or after a resend or resume). */
    retryUntil: timestamptz('retry_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.status),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_payment_idx').on(t.paymentId, t.eventCreatedAt),
    index('webhook_deliveries_payout_idx').on(t.payoutId, t.eventCreatedAt),
    check('webhook_deliveries_subject_ck', sql`(${t.paymentId} is null) <> (${t.payoutId} is null)`),
    index('webhook_deliveries_user_idx').on(t.accountId, t.eventCreatedAt),
    index('webhook_deliveries_event_created_idx').on(t.eventCreatedAt),
    check('webhook_deliveries_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed', 'no_endpoint')`),
    check('webhook_deliveries_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/** Every attempt, kept for the delivery log: when, where, what came back (response snippet up to 4 KB). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    responseBody: text('response_body'),
  },
  (t) => [
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt),
    check('webhook_attempts_body_ck', sql`octet_length(${t.responseBody}) <= 4096`),
  ],
);
