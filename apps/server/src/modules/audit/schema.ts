import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/**
 * One row per admin action (who, what, when, before/after). The admin's email is copied so the
 * trail still reads after that admin's account is gone; adminId is null for actions taken by the
 * system itself (ADMIN_EMAIL at start or registration, the `npm run admin` command).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
