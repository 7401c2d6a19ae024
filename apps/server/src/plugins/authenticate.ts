import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { ADMIN_MSG } from '@paylink/shared';
import { AppError } from '../lib/app-error';
import { authenticateSession } from '../modules/accounts/authenticate-session';
import type { ActingAccount, SessionUser } from '../modules/accounts/session-cache';
import { assertRoleAllows, noAccount } from './role-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The person (under an API key, the account's owner), seen with the business fields of `account`. Up to
     * SESSION_CACHE_MS old: its credit balance is not to be trusted (read it from the database).
     */
    user?: SessionUser;
    /** The merchant account the request acts for and the role it acts with: what it owns is `account.id`'s. */
    account?: ActingAccount;
    /** The raw id of the server-side session a session-authenticated request uses (logout ends it). */
    sessionId?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * preValidation hook for signed-in routes: sets request.user, request.account and request.sessionId, or answers 401,
 * then checks the member's role for the route's action (403 FORBIDDEN_ROLE) before the request is validated.
 */
export function requireSession(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
    const { user, account, sessionId } = await authenticateSession(deps, token);
    request.user = user;
    request.account = account ?? undefined;
    request.sessionId = sessionId;
    assertRoleAllows(request);
  };
}

/** The signed-in user of a route guarded by requireSession. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
  return request.user;
}

/** The account a signed-in (or API key) request acts for: every row it reads or writes is scoped by its id. */
export function currentAccount(request: FastifyRequest): ActingAccount {
  if (!request.account)
    throw request.user ? noAccount() : new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
  return request.account;
}

/**
 * The merchant as the modules see it: the active account's business fields under the account's id, with the acting
 * member's email (a Stripe receipt goes to whoever buys). Owned rows are keyed by this id.
 */
export function currentMerchant(request: FastifyRequest): SessionUser {
  return { ...currentUser(request), id: currentAccount(request).id };
}

/** For public routes that adapt to the caller: the signed-in user when a valid session is sent, else null. */
export async function optionalUser(deps: Deps, request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return authenticateSession(deps, token).then(
    (session) => session.user,
    () => null,
  );
}

/** The session of a route guarded by requireSession (not set for other kinds of authentication). */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
  return request.sessionId;
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
