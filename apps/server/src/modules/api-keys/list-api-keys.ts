import { asc, eq } from 'drizzle-orm';
import type { ApiKeySummary } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMembers } from '../accounts/account-members';
import { liveKeysOf, mayManageKey, type KeyHolder } from './member-keys';
import { apiKeys, apiKeyUsage } from './schema';

/**
 * The account's live keys a member sees (issue 48), oldest first: their own, and those their role may revoke
 * (owners and admins: all). Masked only; a key is never shown again after it was generated.
 */
export async function listApiKeys(db: Db, holder: KeyHolder): Promise<ApiKeySummary[]> {
  const [rows, members] = await Promise.all([
    db
      .select({ key: apiKeys, lastUsedAt: apiKeyUsage.lastUsedAt })
      .from(apiKeys)
      .leftJoin(apiKeyUsage, eq(apiKeyUsage.keyId, apiKeys.id))
      .where(liveKeysOf(holder.account.id))
      .orderBy(asc(apiKeys.createdAt)),
    accountMembers(db, holder.account.id),
  ]);
  const emails = new Map(members.map((m) => [m.userId, m.email]));
  const owner = holder.account.role === 'owner';
  return rows.flatMap(({ key: row, lastUsedAt }) => {
    const mine = row.createdByUserId === holder.userId || (owner && row.createdByUserId === null);
    const canRevoke = mine || mayManageKey(holder.account.role, row.role);
    if (!canRevoke) return [];
    const email = row.createdByUserId ? emails.get(row.createdByUserId) : undefined;
    return [
      {
        id: row.id,
        masked: row.masked,
        name: row.name,
        role: row.role,
        createdBy: row.createdByUserId && email ? { userId: row.createdByUserId, email } : null,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: lastUsedAt?.toISOString() ?? null,
        mine,
        canRevoke,
      },
    ];
  });
}
