import { watchPayouts } from '../modules/payouts/watch-payouts';
import type { Job } from './job';

/** Marks each payout of a batch PAID once its transfer is confirmed on its chain (FAILED when its batch's transaction failed there); a payout that fails to be checked is logged and looked for again next round. */
export function watchPayoutsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'watch-payouts',
    async handler(deps) {
      const report = await watchPayouts(
        deps,
        {
          solanaRpc: deps.solanaRpc,
          commitment: deps.config.solana.commitment,
          evm: await deps.evmChains.verifiedClients(),
          evmConfig: deps.config.evm,
          bitcoin: deps.bitcoin,
        },
        opts.now?.() ?? new Date(),
      );
      if (report.paid.length > 0) deps.log.info({ paid: report.paid }, 'payouts paid');
      if (report.failedOnChain.length > 0)
        deps.log.warn({ failed: report.failedOnChain }, "payouts failed: their batch's transaction failed on chain");
      for (const f of report.failed)
        deps.log.warn(
          { err: f.error, payoutId: f.payoutId },
          'could not look for a payout on chain; retrying next round',
        );
      return { more: false };
    },
  };
}
