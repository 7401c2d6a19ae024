import type { Deps } from './deps';

export interface Worker {
  stop(): Promise<void>;
}

/** Background work (chain watching) runs here, never inside a request. */
export function startWorker(_deps: Deps): Worker {
  return { stop: async () => {} };
}
