import type { WakeupOptions, Wakeups } from '../chain-adapter';
import { accountWakeups } from './account-wakeups';

/**
 * Solana's wake-ups: an account subscription per watched address (account-wakeups.ts), each change told as the
 * recipient wallet whose links it may pay; a change of an address the last full round did not list, or a
 * (re)connection, asks for a full round.
 */
export function recipientWakeups(url: string, commitment: 'confirmed' | 'finalized', opts: WakeupOptions): Wakeups {
  let recipientOf: ReadonlyMap<string, string> = new Map();
  const accounts = accountWakeups({
    url,
    commitment,
    log: opts.log,
    onWake(address) {
      const recipient = address === undefined ? undefined : recipientOf.get(address);
      opts.onWake(recipient === undefined ? undefined : [recipient]);
    },
  });
  return {
    watch(watched) {
      recipientOf = new Map(watched);
      accounts.watch([...watched.keys()]);
    },
    close: () => accounts.close(),
  };
}
