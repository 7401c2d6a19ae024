import { eq } from 'drizzle-orm';
import type { DefaultPayOptions } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolvePayOptions } from '../payments/links/resolve-pay-options';
import { findUser } from './find-user';
import { users } from './schema';

/** The pay options the create form proposes for the merchant's links priced in USD/EUR (none until set). */
export async function defaultPayOptions(db: Db, userId: string): Promise<DefaultPayOptions> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found', 404);
  return { payOptions: user.defaultPayOptions ?? [] };
}

/**
 * Saves the merchant's default pay options: each a token this server offers on its network, on a network where the
 * account has a receiving wallet (400 otherwise, as at link creation). An empty list clears them.
 */
export async function setDefaultPayOptions(deps: Pick<Deps, 'db' | 'config'>, userId: string, input: DefaultPayOptions): Promise<DefaultPayOptions> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const payOptions = resolvePayOptions(deps.config, user, input.payOptions).map(({ network, currency }) => ({ network, currency }));
  await deps.db.update(users).set({ defaultPayOptions: payOptions, updatedAt: new Date() }).where(eq(users.id, userId));
  return { payOptions };
}
