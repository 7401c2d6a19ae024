import type { Deps } from '../deps';
import type { ChainAdapter } from '../modules/chains/chain-adapter';
import type { Job } from './job';
import { runJobLoop } from './run-job-loop';
import { watchAdapterRound } from './watch-adapter-round';
import { offeredAdapters, watchedAdapter } from './watched-adapters';

/** The job id of a network's full round (`watch-payments:solana`...); its wake-up rounds add `:woken`. */
export const watchJobId = (network: string) => `watch-payments:${network}`;

/**
 * A network's full round: every link it watches, through its adapter (Solana's address scan, reference sweep and
 * backlog; an EVM network's confirmed blocks, reporting more work while it is behind; Bitcoin's watched
 * addresses). `onWatched` receives the watched address → recipient map the wake-ups subscribe to.
 */
export function watchPaymentsJob(
  network: string,
  opts: { onWatched?: (watched: ReadonlyMap<string, string>) => void } = {},
): Job {
  const id = watchJobId(network);
  return {
    id,
    async handler(deps) {
      const adapter = await watchedAdapter(deps, network);
      if (!adapter) return { more: false };
      const report = await watchAdapterRound(deps, id, adapter);
      opts.onWatched?.(report.watched);
      return { more: report.more };
    },
  };
}

/**
 * A network's wake-up round: when its node says watched wallets changed, only the links paid to them are read, at
 * once, so it costs what the change costs however many other links are open. Wallets woken while a round runs
 * are read in the next one (`more`); a failed round keeps them for the next (the full round is the safety net).
 */
export function watchWokenRecipientsJob(network: string): Job & { add(recipients: readonly string[]): void } {
  const id = `${watchJobId(network)}:woken`;
  let woken = new Set<string>();
  return {
    id,
    add(recipients) {
      recipients.forEach((r) => woken.add(r));
    },
    async handler(deps) {
      if (woken.size === 0) return { more: false };
      const recipients = [...woken];
      woken = new Set();
      try {
        const adapter = await watchedAdapter(deps, network);
        if (adapter) await watchAdapterRound(deps, id, adapter, { onlyRecipients: recipients });
      } catch (err) {
        recipients.forEach((r) => woken.add(r));
        throw err;
      }
      return { more: woken.size > 0 };
    },
  };
}

export interface Watcher {
  stop(): Promise<void>;
}

/**
 * The payment watcher, one job over the adapter registry: every offered network has its own loop, at its own pace
 * (the adapter's watchIntervalMs, else WATCH_INTERVAL_MS) with its own backoff, so one network's node being down
 * never stops or slows another's rounds. Where the adapter has wake-ups (Solana's account subscriptions), they
 * run that network's wake-up rounds, and a (re)connection its full round.
 */
export function startWatcher(deps: Deps): Watcher {
  const networks = [...offeredAdapters(deps)].map(([network, adapter]) => watchOneNetwork(deps, network, adapter));
  return {
    stop: async () => void (await Promise.all(networks.map((n) => n.stop()))),
  };
}

function watchOneNetwork(deps: Deps, network: string, adapter: ChainAdapter): Watcher {
  const interval = adapter.watchIntervalMs ?? deps.config.watchIntervalMs;
  const woken = watchWokenRecipientsJob(network);
  // The node calls back only once connected, after both loops below exist.
  const wakeups = adapter.wakeups?.({
    log: deps.log,
    onWake(recipients) {
      if (!recipients) return full.wake();
      woken.add(recipients);
      wokenLoop?.wake();
    },
  });
  const full = runJobLoop(
    deps,
    watchPaymentsJob(network, { onWatched: (watched) => wakeups?.watch(watched) }),
    interval,
  );
  const wokenLoop = wakeups ? runJobLoop(deps, woken, interval) : undefined;
  return {
    async stop() {
      wakeups?.close();
      await Promise.all([full.stop(), wokenLoop?.stop()]);
    },
  };
}
