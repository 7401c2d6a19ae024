import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import { userSnapshot } from './user-dto';
import { recordAudit } from '../audit/record-audit';

/**
 * ADMIN_EMAIL: makes the account with that email an admin, if it exists and is not one yet (at start,
 * and inside the registration transaction). With `onlyEmail`, does nothing unless it is that address.
 * Returns true when the account is an admin afterwards because of this call.
 */
export async function promoteAdminEmail(tx: Db, adminEmail: string | undefined, onlyEmail?: string): Promise<boolean> {
  if (!adminEmail || (onlyEmail !== undefined && onlyEmail.toLowerCase() !== adminEmail)) return false;
  const [before] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, adminEmail), eq(users.isAdmin, false)))
    .for('update');
  if (!before) return false;
  const [after] = await tx.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, before.id)).returning();
  await recordAudit(tx, {
    admin: null,
    action: 'user.promote',
    targetType: 'user',
    targetId: before.id,
    before: userSnapshot(before),
    after: { ...userSnapshot(after!), via: 'ADMIN_EMAIL' },
  });
  return true;
}
