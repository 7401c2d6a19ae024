import { formatAmount } from '@paylink/shared';
import type { Deps } from '../../deps';
import { adminEmails } from '../accounts/admin-emails';
import { sponsorLowEmail } from '../email/templates';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit';
import type { SponsorBalance } from './sponsor-balance';

const SOL_DECIMALS = 9;

/**
 * The sponsor is low on SOL: a warning in the log each time, and an email to every admin at most once a day (the
 * once-a-day counter is the shared rate-limit store, so several API processes send one email, not one each).
 */
export async function warnLowSponsor(
  deps: Pick<Deps, 'db' | 'log' | 'mailer' | 'rateLimits' | 'config'>,
  balance: SponsorBalance,
): Promise<void> {
  const sol = balance.lamports === null ? 'unknown' : formatAmount(balance.lamports, SOL_DECIMALS);
  deps.log.warn(
    { sponsor: balance.address, lamports: balance.lamports?.toString() },
    'the transaction-request fee sponsor is low on SOL: top it up',
  );
  const today = await consumeRateLimit(deps.rateLimits.sponsorLowAlert, balance.address);
  if (!today.allowed) return;
  const lowSol = formatAmount(deps.config.sponsor.lowBalanceLamports, SOL_DECIMALS);
  for (const to of await adminEmails(deps.db)) {
    await deps.mailer.send(sponsorLowEmail(to, { address: balance.address, sol, lowSol })).catch((err: unknown) => {
      deps.log.error({ err }, 'could not email an admin about the low fee sponsor');
    });
  }
}
