import type { Db } from '../../db/client';
import { changeCredits } from '../credits/change-credits';

/** One credit per successful API-key call (SPEC section 9), in the caller's transaction; 402 when none is left. */
export function chargeApiCall(tx: Db, userId: string, referenceId: string | null = null): Promise<number> {
  return changeCredits(tx, { userId, delta: -1, reason: 'api_call', referenceId });
}
