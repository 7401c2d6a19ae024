import type { Deps } from '../deps';
import type { ChainAdapter } from '../modules/chains/chain-adapter';
import type { Job } from './job';
import { runJobLoop } from './run-job-loop';
import { withWokenWallets } from '../modules/chains/woken-leases';
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

/** Wake-up rounds of one network that run at once (a wake-up never waits behind another wallet's round). */
export const WOKEN_ROUNDS_IN_PARALLEL = 4;

type WokenRound = (deps: Deps, recipients: string[]) => Promise<void>;

const readWoken =
  (network: string, id: string): WokenRound =>
  async (deps, recipients) => {
    const adapter = await watchedAdapter(deps, network);
    if (adapter) await watchAdapterRound(deps, id, adapter, { onlyRecipients: recipients });
  };

/**
 * A wake-up round that reads only the wallets no other worker process is reading (woken-leases.ts): every worker
 * hears the same wake-up, and one of them reads each wallet.
 */
export const oneWorkerAWallet =
  (network: string, read: WokenRound): WokenRound =>
  (deps, recipients) =>
    withWokenWallets(deps.db, network, recipients, (free) => read(deps, free));

/**
 * A network's wake-up rounds: when its node says watched wallets changed, only the links paid to them are read, at
 * once, so it costs what the change costs however many other links are open. Several loops share this job
 * (WOKEN_ROUNDS_IN_PARALLEL), so a wallet woken while another wallet's round runs is read at once by a free loop,
 * not after that round (whose transfers are recorded one after another). A wallet is in one round at a time: woken
 * again during its round, it is read in the next one (`more`); across worker processes too (oneWorkerAWallet). A failed round keeps its wallets for the next (the
 * full round is the safety net).
 */
export function watchWokenRecipientsJob(
  network: string,
  round: WokenRound = oneWorkerAWallet(network, readWoken(network, `${watchJobId(network)}:woken`)),
): Job & { add(recipients: readonly string[]): void } {
  const id = `${watchJobId(network)}:woken`;
  const woken = new Set<string>();
  const reading = new Set<string>();
  const waiting = () => [...woken].filter((r) => !reading.has(r));
  return {
    id,
    add(recipients) {
      recipients.forEach((r) => woken.add(r));
    },
    async handler(deps) {
      const recipients = waiting();
      if (recipients.length === 0) return { more: false };
      recipients.forEach((r) => (woken.delete(r), reading.add(r)));
      try {
        await round(deps, recipients);
      } catch (err) {
        recipients.forEach((r) => woken.add(r));
        throw err;
      } finally {
        recipients.forEach((r) => reading.delete(r));
      }
      // Wallets still in another loop's round are that loop's to read again: no spinning on them here.
      return { more: waiting().length > 0 };
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
      deps.log.debug({ network, recipients }, 'chain woke the watcher');
      if (!recipients) return full.wake();
      woken.add(recipients);
      wokenLoops.forEach((loop) => loop.wake());
    },
  });
  const full = runJobLoop(
    deps,
    watchPaymentsJob(network, { onWatched: (watched) => wakeups?.watch(watched) }),
    interval,
  );
  const wokenLoops = wakeups
    ? Array.from({ length: WOKEN_ROUNDS_IN_PARALLEL }, () => runJobLoop(deps, woken, interval))
    : [];
  return {
    async stop() {
      wakeups?.close();
      await Promise.all([full.stop(), ...wokenLoops.map((loop) => loop.stop())]);
    },
  };
}
