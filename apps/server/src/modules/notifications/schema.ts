import { boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PaymentEmailMode } from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { merchantAccounts, users } from '../accounts/schema';

/**
 * What a member chose to hear about an account by email. No row: the defaults (everything for the owner, nothing
 * for other members). Membership is checked when an email is sent, so a removed member's row sends nothing.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payments: text('payments').$type<PaymentEmailMode>().notNull(),
    newSubscriber: boolean('new_subscriber').notNull(),
    subscriptionCanceled: boolean('subscription_canceled').notNull(),
    refundCompleted: boolean('refund_completed').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.accountId, t.userId] })],
);

/**
 * The outbox events (payment_events) already turned into emails, one row each, written in the same transaction as
 * the emails: an event is read once whatever the number of workers (the first insert wins).
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    eventId: text('event_id').primaryKey(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_events_created_idx').on(t.eventCreatedAt)],
);

/** The daily digests already composed, one per account and UTC day (a day with no payment sends nothing). */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'notification_digests_pk', columns: [t.accountId, t.day] })],
);

/**
 * One email to one member, its text frozen when the event was read; `sent_at` is set in the transaction that sent
 * it, under its row lock, so it goes once. The address is read when it is sent (the member's current one).
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: text('id').primaryKey(),
    /** The event id, or `digest:<day>` for a daily digest. */
    source: text('source').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_emails_once_uq').on(t.accountId, t.source, t.userId),
    index('notification_emails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
