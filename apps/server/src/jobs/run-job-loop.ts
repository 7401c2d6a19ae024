import type { Deps } from '../deps';
import type { Job } from './job';

export interface JobLoop {
  /** Runs a round now (or right after the current one), instead of waiting for the interval. */
  wake(): void;
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Runs a job's handler every `intervalMs`, at once again while it reports more work or when woken, with
 * exponential backoff (up to 30 s) on errors, which are logged and never stop the worker. The interval is the
 * safety net: a wake-up that is missed (another process, a dropped notification) only costs that much delay.
 */
export function runJobLoop(deps: Deps, job: Job, intervalMs: number): JobLoop {
  let delay = intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeRequested = false;
  let stopped = false;

  const tick = async () => {
    wakeRequested = false;
    const started = performance.now();
    try {
      const { more } = await job.handler(deps);
      deps.metrics.jobRound(job.id, (performance.now() - started) / 1000, false);
      delay = more ? 0 : intervalMs;
    } catch (err) {
      deps.metrics.jobRound(job.id, (performance.now() - started) / 1000, true);
      delay = Math.min(Math.max(delay, intervalMs) * 2, MAX_BACKOFF_MS);
      deps.log.warn({ err, job: job.id, retryInMs: delay }, 'job round failed');
    }
  };
  const run = () => {
    running = tick().finally(() => {
      running = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    // A wake-up during a round starts the next one at once, unless errors are backing off.
    timer = setTimeout(run, wakeRequested && delay <= intervalMs ? 0 : delay);
  };
  run();

  return {
    wake() {
      if (stopped) return;
      wakeRequested = true;
      if (running || delay > intervalMs) return;
      clearTimeout(timer);
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
