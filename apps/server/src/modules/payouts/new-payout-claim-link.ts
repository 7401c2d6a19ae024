import { and, eq } from 'drizzle-orm';
import { PAYOUT_CLAIM_TTL_DAYS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { claimExpiry, payoutClaimUrl, type CreatedPayout } from './create-payouts';
import { findPayout } from './list-payouts';
import { payoutClaimEmail } from './payout-claim-email';
import { toPayoutDto } from './payout-dto';
import { payouts } from './schema';

/**
 * A new claim link for a payout still awaiting its address (its link expired, or was lost): a fresh token, open for
 * `days`, replaces the previous one, which stops working. Emailed to the recipient when the payout has an email.
 * 409 once the payout has an address (answered, batched, paid) or is canceled.
 */
export async function newPayoutClaimLink(
  deps: Deps,
  accountId: string,
  id: string,
  days = PAYOUT_CLAIM_TTL_DAYS,
  now = new Date(),
): Promise<CreatedPayout> {
  const row = await findPayout(deps.db, accountId, id);
  const token = newSecretToken();
  const [updated] = await deps.db
    .update(payouts)
    .set({ claimTokenHash: hashToken(token), claimExpiresAt: claimExpiry(now, days) })
    .where(and(eq(payouts.id, row.id), eq(payouts.status, 'AWAITING_ADDRESS')))
    .returning();
  if (!updated)
    throw new AppError(
      'CONFLICT',
      `This payout is ${row.status}: only a payout awaiting its address gets a claim link`,
      409,
    );
  const claimUrl = payoutClaimUrl(deps.config.appUrl, token);
  if (updated.email)
    await deps.mailer
      .send(payoutClaimEmail(updated.email, { name: updated.name, url: claimUrl }))
      .catch((err: unknown) => {
        deps.log.warn(
          { payoutId: updated.id, err: err instanceof Error ? err.message : 'unknown' },
          'payout claim email not sent',
        );
      });
  return { payout: toPayoutDto(deps.config, updated), claimUrl };
}
