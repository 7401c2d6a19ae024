import type { CreatePayoutBody, Payout } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import { payoutClaimEmail } from './payout-claim-email';
import { toPayoutDto } from './payout-dto';
import { payoutTerms, type PayoutTerms } from './payout-terms';
import { payouts } from './schema';
import { assertNotScreened } from '../screening/assert-not-screened';

export interface CreatedPayout {
  payout: Payout;
  /** The claim link of a payout without an address, shown only now (its token is stored hashed). */
  claimUrl: string | null;
}

/** The recipient's page of a claim: `<app>/payout-claim/<token>`. */
export const payoutClaimUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/payout-claim/${token}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a claim link issued `now` for `days` closes. */
export const claimExpiry = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Inserts checked payouts in one transaction: all or none. A payout awaiting its address gets a fresh claim token,
 * open for its claim days.
 */
export async function insertPayouts(
  tx: Db,
  appUrl: string,
  accountId: string,
  terms: readonly PayoutTerms[],
  now: Date,
) {
  const tokens = terms.map((t) => (t.address ? null : newSecretToken()));
  const rows = await tx
    .insert(payouts)
    .values(
      terms.map(({ claimDays, ...t }, i) => ({
        ...t,
        id: newId('pyo'),
        accountId,
        claimTokenHash: tokens[i] ? hashToken(tokens[i]) : null,
        claimExpiresAt: tokens[i] ? claimExpiry(now, claimDays) : null,
        createdAt: now,
      })),
    )
    .returning();
  return rows.map((row, i) => ({ row, claimUrl: tokens[i] ? payoutClaimUrl(appUrl, tokens[i]) : null }));
}

/**
 * Creates payouts (one from the API, many from a CSV) and emails each claim link to a recipient with an email.
 * The email is sent after the commit and never fails the request: the merchant may still copy the link.
 */
export async function createPayouts(
  deps: Deps,
  accountId: string,
  terms: readonly PayoutTerms[],
  now = new Date(),
): Promise<CreatedPayout[]> {
  const created = await deps.db.transaction((tx) => insertPayouts(tx, deps.config.appUrl, accountId, terms, now));
  for (const { row, claimUrl } of created) {
    if (!claimUrl || !row.email) continue;
    await deps.mailer.send(payoutClaimEmail(row.email, { name: row.name, url: claimUrl })).catch((err: unknown) => {
      deps.log.warn(
        { payoutId: row.id, err: err instanceof Error ? err.message : 'unknown' },
        'payout claim email not sent',
      );
    });
  }
  return created.map(({ row, claimUrl }) => ({ payout: toPayoutDto(deps.config, row), claimUrl }));
}

/** POST /api/v1/payouts: one payout. */
export async function createPayout(
  deps: Deps,
  accountId: string,
  body: CreatePayoutBody,
  now = new Date(),
): Promise<CreatedPayout> {
  const terms = payoutTerms(deps.config, body);
  await assertNotScreened(deps.db, terms.network, terms.address, 'payout');
  const [created] = await createPayouts(deps, accountId, [terms], now);
  return created!;
}
