import { chainAdapters } from '../modules/chains/chain-adapters';
import { finalizePayments } from '../modules/payments/lifecycle/finalize-payments';
import type { Job } from './job';

/**
 * Finality (issue 35): completed links whose paying transfers are all final on their chains become `finalized`,
 * with `payment.finalized` after their `payment.completed`. A network or a link that fails is logged and read again
 * next round; the others go on.
 */
export function finalizePaymentsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'finalize-payments',
    async handler(deps) {
      const adapters = chainAdapters({
        solanaRpc: deps.solanaRpc,
        commitment: deps.config.solana.commitment,
        evm: await deps.evmChains.verifiedClients(),
        evmConfig: deps.config.evm,
        bitcoin: deps.bitcoin,
      });
      const report = await finalizePayments(deps.db, adapters, { now: opts.now?.() ?? new Date() });
      [...report.finalized, ...report.reversed].forEach((id) => deps.notifier.notify(id));
      if (report.finalized.length > 0) deps.log.info({ finalized: report.finalized }, 'payments finalized');
      if (report.reversed.length > 0)
        deps.log.warn(
          { reversed: report.reversed },
          'completed payments rolled back before finality (a transfer left its chain)',
        );
      for (const f of report.failed)
        deps.log.warn(
          { err: f.error, network: f.network, paymentId: f.paymentId },
          'could not read or write finality; retrying next round',
        );
      return { more: report.more && report.finalized.length + report.reversed.length > 0 };
    },
  };
}
