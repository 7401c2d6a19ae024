import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from '../modules/x402/recover-x402-settlements';
import type { Job } from './job';

/** Twice per grace: a lost recording is recovered within about one and a half graces. */
export const RECOVER_X402_INTERVAL_MS = X402_RECOVERY_GRACE_MS / 2;

/** Records x402 settlements whose recording was lost (see recoverX402Settlements) and announces the links it completes. */
export function recoverX402SettlementsJob(): Job {
  return {
    id: 'recover-x402-settlements',
    async handler(deps) {
      const { recorded } = await recoverX402Settlements(deps);
      recorded.forEach((id) => deps.notifier.notify(id));
      if (recorded.length > 0) deps.log.warn({ recorded }, 'x402 settlements recorded by recovery');
      return { more: false };
    },
  };
}
