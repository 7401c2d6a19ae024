import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/** The addresses of the active admins (operational warnings go to them). */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.email);
}
