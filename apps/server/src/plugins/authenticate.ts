import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { ADMIN_MSG } from '@paylink/shared';
import { AppError } from '../lib/app-error';
import { authenticateSession } from '../modules/auth/authenticate-session';
import type { UserRow } from '../modules/auth/user-dto';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** preHandler for signed-in routes: sets request.user or answers 401. */
export function requireSession(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
    request.user = await authenticateSession(deps, token);
  };
}

/** The signed-in user of a route guarded by requireSession. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
  return request.user;
}

/**
 * onRequest guard for the admin routes: a session (401 without one; a suspended or inactive admin's
 * session is refused like any other) and users.is_admin (403). Nothing else, such as the email, makes an admin.
 */
export function requireAdmin(deps: Deps) {
  const session = requireSession(deps);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await session(request, reply);
    if (!currentUser(request).isAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.adminRequired, 403);
  };
}
