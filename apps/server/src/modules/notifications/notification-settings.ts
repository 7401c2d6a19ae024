import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATIONS_OFF, NOTIFICATIONS_ON, type AccountRole, type NotificationSettings } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMembers, memberRole } from '../accounts/account-members';
import { notificationPreferences } from './schema';

type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** A member's choice, or the default for their role: the owner hears everything, other members opt in. */
function settingsOf(row: PreferenceRow | undefined, role: AccountRole | undefined): NotificationSettings {
  if (!row) return role === 'owner' ? NOTIFICATIONS_ON : NOTIFICATIONS_OFF;
  return {
    payments: row.payments,
    newSubscriber: row.newSubscriber,
    subscriptionCanceled: row.subscriptionCanceled,
    refundCompleted: row.refundCompleted,
  };
}

/** The signed-in member's notification emails for the account they act in. */
export async function getNotificationSettings(
  db: Db,
  accountId: string,
  userId: string,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.accountId, accountId), eq(notificationPreferences.userId, userId)));
  return settingsOf(row, await memberRole(db, accountId, userId));
}

/** Saves the member's own choice for the account (every member may, whatever their role). */
export async function updateNotificationSettings(
  db: Db,
  accountId: string,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db
    .insert(notificationPreferences)
    .values({ accountId, userId, ...settings })
    .onConflictDoUpdate({
      target: [notificationPreferences.accountId, notificationPreferences.userId],
      set: { ...settings, updatedAt: new Date() },
    });
  return settings;
}

/** Every current member of the accounts with what they chose to receive (a removed member is no longer listed). */
export async function notificationRecipients(
  db: Db,
  accountIds: string[],
): Promise<Map<string, { userId: string; settings: NotificationSettings }[]>> {
  const recipients = new Map<string, { userId: string; settings: NotificationSettings }[]>();
  if (accountIds.length === 0) return recipients;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.accountId, accountIds));
  for (const accountId of accountIds) {
    const members = await accountMembers(db, accountId);
    recipients.set(
      accountId,
      members.map((m) => ({
        userId: m.userId,
        settings: settingsOf(
          rows.find((r) => r.accountId === accountId && r.userId === m.userId),
          m.role,
        ),
      })),
    );
  }
  return recipients;
}
