import type { AdminUserList, AdminUsersQuery } from '@paylink/shared';
import type { Db } from '../../db/client';
import { usersPage } from '../accounts/users-page';
import { toUserDto } from '../accounts/user-dto';
import { paymentCounts } from '../payments/links/payment-counts';

/** One page of users, newest first, optionally filtered by status and by a case-insensitive email fragment, with their payment counts. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const { rows, total: n } = await usersPage(db, query);
  const byUser = await paymentCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((r) => ({ ...toUserDto(r, byUser.get(r.id) ?? 0), reviewReason: r.reviewReason })),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}
