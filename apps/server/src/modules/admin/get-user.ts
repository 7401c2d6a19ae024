import { ADMIN_MSG, type User } from '@paylink/shared';
import type { Db } from '../../db/client';
import { findUser } from '../accounts/find-user';
import { AppError } from '../../lib/app-error';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { toUserDto, type UserRow } from '../accounts/user-dto';

/** A user row by id, optionally locked for the rest of the caller's transaction; 404 when missing. */
export async function findUserOr404(tx: Db, id: string, opts: { lock?: boolean } = {}): Promise<UserRow> {
  const row = await findUser(tx, id, opts);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MSG.userNotFound, 404);
  return row;
}

export async function getUser(db: Db, id: string): Promise<User> {
  return toUserDto(await findUserOr404(db, id), await countPaymentLinks(db, id));
}
