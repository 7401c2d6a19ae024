import { eq } from 'drizzle-orm';
import type { PublicPayoutClaim } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { accountName } from '../accounts/account-name';
import { applyPayoutTransition } from './apply-payout-transition';
import { toPayoutDto } from './payout-dto';
import { networkName, payoutAddress } from './payout-rails';
import { payouts, type PayoutRow } from './schema';
import { assertNotScreened } from '../screening/assert-not-screened';

export const CLAIM_NOT_FOUND = 'This payout link is not valid. Ask the sender for a new one.';
const ANSWERED = 'This payout link was already answered: its address cannot be changed. Contact the sender.';
const CLOSED = 'This payout was canceled. Contact the sender.';
export const CLAIM_EXPIRED = 'This payout link has expired. Ask the sender for a new one.';

/** An unanswered claim whose link is past its expiry. */
const expired = (row: PayoutRow, now: Date) =>
  row.claimedAt === null && row.claimExpiresAt !== null && row.claimExpiresAt <= now;

/** The payout a recipient's token opens: 404 for an unknown token (the token is compared by its hash only). */
async function payoutByToken(deps: Deps, token: string): Promise<PayoutRow> {
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(eq(payouts.claimTokenHash, hashToken(token)));
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND, 404);
  return row;
}

async function toPublicClaim(deps: Deps, row: PayoutRow, now: Date): Promise<PublicPayoutClaim> {
  const dto = toPayoutDto(deps.config, row);
  return {
    name: row.name,
    merchant: await accountName(deps.db, row.accountId),
    amount: dto.payAmount ?? dto.amount,
    currency: dto.payAmount ? row.payCurrency : row.currency,
    payCurrency: row.payCurrency,
    networks: row.networks.map((network) => ({ network, name: networkName(network) })),
    answered: row.claimedAt !== null,
    expired: row.status === 'AWAITING_ADDRESS' && expired(row, now),
    network: row.network,
    address: row.address,
  };
}

/** What the recipient's page shows (an expired link says so: the page asks for a new one). */
export async function getPublicPayoutClaim(deps: Deps, token: string, now = new Date()): Promise<PublicPayoutClaim> {
  return toPublicClaim(deps, await payoutByToken(deps, token), now);
}

/**
 * The recipient's answer: a network the merchant allowed and an address the rail accepts there (format, checksum,
 * configured chain). Once only: the payout is taken by a conditional update from AWAITING_ADDRESS, so of two answers
 * (one after the other, or at once) one wins and the other is a 409. An expired link is a 410.
 */
export async function answerPayoutClaim(
  deps: Deps,
  token: string,
  answer: { network: string; address: string },
  now = new Date(),
): Promise<PublicPayoutClaim> {
  const row = await payoutByToken(deps, token);
  if (row.status === 'CANCELED') throw new AppError('CONFLICT', CLOSED, 409);
  if (row.claimedAt) throw new AppError('CONFLICT', ANSWERED, 409);
  if (expired(row, now)) throw new AppError('GONE', CLAIM_EXPIRED, 410);
  const address = payoutAddress(deps.config, answer.network, answer.address, row.networks);
  await assertNotScreened(deps.db, answer.network, address, 'payout claim');
  const taken = await applyPayoutTransition(deps, { id: row.id }, 'claimed', {
    network: answer.network,
    address,
    claimedAt: now,
  });
  if (!taken) throw new AppError('CONFLICT', ANSWERED, 409);
  return toPublicClaim(deps, taken, now);
}
