import { refreshScreeningList } from '../modules/screening/refresh-screening-list';
import type { Job } from './job';

/** How often a worker asks whether the list is due: a refresh itself happens once a day (or an hour after a failure). */
export const REFRESH_SCREENING_INTERVAL_MS = 5 * 60_000;

/** Reads the address screening list again when due, one worker at a time (see refreshScreeningList). */
export function refreshScreeningListJob(): Job {
  return {
    id: 'refresh-screening-list',
    async handler(deps) {
      await refreshScreeningList(deps);
      return { more: false };
    },
  };
}
