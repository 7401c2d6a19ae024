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
  const role = request.account?.role;
  if (action === undefined || role === undefined || !roleAllows(role, action)) {
    throw new AppError('FORBIDDEN_ROLE', `Your role${role ? ` (${role})` : ''} cannot do this in this account.`, 403);
  }
}
