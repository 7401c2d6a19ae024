import type { AccountAction } from '@paylink/shared';
import { roleAllows } from '@paylink/shared';
import { AppError } from '../../lib/app-error';
import type { ActingAccount, SessionUser } from '../accounts/session-cache';

/**
 * Who calls an MCP tool: what the API key of the HTTP request that carried the call resolved to, exactly as
 * /api/v1 sees it (the account and the key's role, the owner standing as the user, the member who made the key).
 * Read again on every HTTP request, so a revoked key or a changed role holds from the next call on.
 */
export interface McpCaller {
  user: SessionUser;
  account: ActingAccount;
  apiKeyId: string;
  maker: { id: string; email: string } | null;
}

/**
 * The caller as the SDK carries it to a handler (`extra.authInfo`). The key itself is not kept: the token field
 * holds the key's id.
 */
export function callerAuthInfo(caller: McpCaller) {
  return { token: caller.apiKeyId, clientId: caller.apiKeyId, scopes: [] as string[], extra: { caller } };
}

/** What a handler's `extra` carries of the HTTP request (the SDK's AuthInfo, as callerAuthInfo filled it). */
export interface McpRequestExtra {
  authInfo?: { extra?: Record<string, unknown> };
}

export function mcpCallerOf(extra: McpRequestExtra): McpCaller {
  const caller = extra.authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new AppError('UNAUTHORIZED', 'An API key is required: send Authorization: Bearer <key>.', 401);
  return caller;
}

/** The role check of the role table, for one tool: the same 403 as the matching /api/v1 route. */
export function assertCallerMay(caller: McpCaller, action: AccountAction): void {
  if (!roleAllows(caller.account.role, action)) {
    throw new AppError('FORBIDDEN_ROLE', `Your role (${caller.account.role}) cannot do this in this account.`, 403);
  }
}

/** The merchant as the modules see it (plugins/authenticate.ts currentMerchant): the owner under the account's id. */
export function callerMerchant(caller: McpCaller): SessionUser {
  return { ...caller.user, id: caller.account.id };
}
