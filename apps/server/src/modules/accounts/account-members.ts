import { and, asc, eq } from 'drizzle-orm';
import type { AccountRole, Member } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMemberships, users } from './schema';

/** The members of an account with their email and role, owner first, then in the order they joined. */
export async function accountMembers(db: Db, accountId: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      role: accountMemberships.role,
      joinedAt: accountMemberships.joinedAt,
    })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(eq(accountMemberships.accountId, accountId))
    .orderBy(asc(accountMemberships.joinedAt), asc(users.id));
  const members = rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
  return [...members.filter((m) => m.role === 'owner'), ...members.filter((m) => m.role !== 'owner')];
}

/** A person's role in an account, or undefined when they are not its member. */
export async function memberRole(db: Db, accountId: string, userId: string): Promise<AccountRole | undefined> {
  const [row] = await db
    .select({ role: accountMemberships.role })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.userId, userId)));
  return row?.role;
}
