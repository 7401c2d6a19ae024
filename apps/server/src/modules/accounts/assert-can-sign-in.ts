import { AppError } from '../../lib/app-error';
import type { UserRow } from './user-dto';

export function assertCanSignIn(user: UserRow): void {
  if (user.status === 'SUSPENDED') {
    throw new AppError('ACCOUNT_DISABLED', 'This account has been suspended. Please contact support.', 403);
  }
  if (user.status !== 'ACTIVE') {
    throw new AppError('ACCOUNT_DISABLED', 'This account is inactive. Please contact support.', 403);
  }
}
