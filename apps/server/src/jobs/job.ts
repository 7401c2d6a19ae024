import type { Deps } from '../deps';

/** A background job: an id for logs, and one round of work (`more`: run again at once, there is work left). */
export interface Job {
  id: string;
  handler: (deps: Deps) => Promise<{ more: boolean }>;
}
