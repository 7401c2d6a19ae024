import type { FastifyRequest } from 'fastify';
import { roleAllows } from '@paylink/shared';
import { AppError } from '../lib/app-error';
import { ROUTE_ACTIONS } from './route-actions';

/** The action a request's route is declared with (route-actions.ts); undefined for a route missing there. */
export function routeAction(request: FastifyRequest) {
  return ROUTE_ACTIONS[`${request.method} ${request.routeOptions.url}`];
}

/**
 * The one role check, run by the authentication hooks (preValidation) as soon as the account and role are known,
 * so a member acting beyond their role gets the same 403 whatever the body. A route missing from the table is
 * refused (fail closed; a test keeps the table complete).
 */
export function assertRoleAllows(request: FastifyRequest): void {
  const action = routeAction(request);
  if (action === 'personal' || action === 'public' || action === 'platform-admin') return;
  if (request.user && !request.account) throw noAccount();
  const role = request.account?.role;
  if (action === undefined || role === undefined || !roleAllows(role, action)) {
    throw new AppError('FORBIDDEN_ROLE', `Your role${role ? ` (${role})` : ''} cannot do this in this account.`, 403);
  }
}

/** A signed-in person who belongs to no account (removed from the team they joined) asks for an account's data. */
export function noAccount(): AppError {
  return new AppError(
    'NO_ACCOUNT',
    'You are not a member of any team any more. Create your own merchant account, or ask for a new invitation.',
    403,
  );
}
