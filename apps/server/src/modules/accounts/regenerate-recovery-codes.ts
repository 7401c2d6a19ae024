import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertSecondFactor } from './assert-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import type { UserRow } from './user-dto';

/** New recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(deps: Deps, user: UserRow, code: string): Promise<string[]> {
  if (!user.totpEnabledAt) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.', 400);
  await assertSecondFactor(deps, user, code, 403);
  return deps.db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
}
