import { eq } from 'drizzle-orm';
import type { DefaultPayOptions } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolvePayOptions } from '../payments/links/resolve-pay-options';
import { findAccount } from './find-account';
import { merchantAccounts } from './schema';

/** The pay options the create form proposes for the merchant's links priced in USD/EUR (none until set). */
export async function defaultPayOptions(db: Db, accountId: string): Promise<DefaultPayOptions> {
  const user = await findAccount(db, accountId);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found', 404);
  return { payOptions: user.defaultPayOptions ?? [] };
}

/**
 * Saves the merchant's default pay options: each a token this server offers on its network, on a network where the
 * account has a receiving wallet (400 otherwise, as at link creation). An empty list clears them.
 */
export async function setDefaultPayOptions(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  input: DefaultPayOptions,
): Promise<DefaultPayOptions> {
  const user = await findAccount(deps.db, accountId);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const payOptions = resolvePayOptions(deps.config, user, input.payOptions).map(({ network, currency }) => ({
    network,
    currency,
  }));
  await deps.db
    .update(merchantAccounts)
    .set({ defaultPayOptions: payOptions, updatedAt: new Date() })
    .where(eq(merchantAccounts.id, accountId));
  return { payOptions };
}
