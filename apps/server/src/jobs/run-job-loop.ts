import type { Deps } from '../deps';

export interface JobLoop {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Runs a job's handler every `intervalMs`, at once again while it reports more work, with exponential backoff
 * (up to 30 s) on errors, which are logged and never stop the worker.
 */
export function runJobLoop(deps: Deps, job: { id: string; handler: (deps: Deps) => Promise<{ more: boolean }> }, intervalMs: number): JobLoop {
  let delay = intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      const { more } = await job.handler(deps);
      delay = more ? 0 : intervalMs;
    } catch (err) {
      delay = Math.min(Math.max(delay, intervalMs) * 2, MAX_BACKOFF_MS);
      deps.log.warn({ err, job: job.id, retryInMs: delay }, 'job round failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, delay);
  };
  running = tick().finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
