import type { FastifyRequest } from 'fastify';
import { TWO_FACTOR_HEADER } from '@paylink/shared';
import type { Deps } from '../deps';
import { assertSecondFactor } from '../modules/accounts/assert-second-factor';
import { currentUser } from './authenticate';

/**
 * preHandler for a signed-in change that could redirect money or hand out access (payout addresses, API keys): with
 * two-factor sign-in on, the request carries a current code in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED
 * without it), so a stolen session alone cannot make it. Runs after the route's session check.
 */
export function requireSecondFactor(deps: Deps) {
  return async (request: FastifyRequest) => {
    const header = request.headers[TWO_FACTOR_HEADER];
    await assertSecondFactor(deps, currentUser(request), typeof header === 'string' ? header : undefined, 403);
  };
}
