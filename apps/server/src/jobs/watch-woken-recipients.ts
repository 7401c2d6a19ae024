import type { Job } from './job';
import { logWatchReport, watchOptions, watchSolanaPayments, type SolanaWatchOptions } from './watch-payments';

/**
 * The wake-up tick: when the chain's WebSocket says a watched account changed, only the links paid to that
 * recipient are read, at once, so it costs what the change costs however many other links are open. Recipients
 * woken while a round runs are read in the next one (`more`).
 */
export function watchWokenRecipientsJob(overrides: Partial<SolanaWatchOptions> = {}): Job & { add(recipient: string): void } {
  let woken = new Set<string>();
  return {
    id: 'watch-woken-recipients',
    add(recipient) {
      woken.add(recipient);
    },
    async handler(deps) {
      if (woken.size === 0) return { more: false };
      const recipients = [...woken];
      woken = new Set();
      try {
        const report = await watchSolanaPayments(deps.db, watchOptions(deps, { ...overrides, onlyRecipients: recipients }));
        logWatchReport(deps, 'watch-woken-recipients', report);
      } catch (err) {
        // Read again on the next round (or by the full tick, the safety net).
        recipients.forEach((r) => woken.add(r));
        throw err;
      }
      return { more: woken.size > 0 };
    },
  };
}
