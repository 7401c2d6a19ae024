import type { Db } from '../../db/client';
import { changeCredits } from './change-credits';

/**
 * Who makes a request, as credits see it: an integration through an API key, or the dashboard through a session.
 * Routes derive it once per request (`callerOf`) and pass it to the use case, which charges through `chargeApiCall`.
 */
export type Caller = 'api_key' | 'session';

/**
 * SPEC section 9: one credit per successful API-key call, booked as `api_call` in the caller's transaction (with the
 * work it pays for; 402 when none is left). A session call costs nothing here. Answers whether a credit was spent.
 */
export async function chargeApiCall(
  tx: Db,
  caller: Caller,
  accountId: string,
  referenceId: string | null = null,
): Promise<boolean> {
  if (caller !== 'api_key') return false;
  await changeCredits(tx, { accountId, delta: -1, reason: 'api_call', referenceId });
  return true;
}
