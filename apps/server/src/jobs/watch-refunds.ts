import { watchRefunds } from '../modules/refunds/watch-refunds';
import type { Job } from './job';

/**
 * Completes refunds the merchants' wallets paid (Solana, EVM and Bitcoin), also EXPIRED ones paid late, and lapses the ones
 * the chain shows unpaid past their 24 hours and grace; each refund on its own, one that fails is logged and looked
 * for again next round.
 */
export function watchRefundsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'watch-refunds',
    async handler(deps) {
      const report = await watchRefunds(
        deps.db,
        {
          solanaRpc: deps.solanaRpc,
          commitment: deps.config.solana.commitment,
          evm: await deps.evmChains.verifiedClients(),
          evmConfig: deps.config.evm,
          bitcoin: deps.bitcoin,
        },
        opts.now?.() ?? new Date(),
      );
      report.changed.forEach((id) => deps.notifier.notify(id));
      if (report.changed.length > 0) deps.log.info({ changed: report.changed }, 'refunds completed or expired');
      for (const f of report.failed)
        deps.log.warn(
          { err: f.error, refundId: f.refundId },
          'could not look for a refund on chain; retrying next round',
        );
      return { more: false };
    },
  };
}
