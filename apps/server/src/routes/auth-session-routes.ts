import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageSchema,
  successSchema,
  userSchema,
  meSchema,
  switchAccountSchema,
  accountSummarySchema,
  walletSchema,
  walletsSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentSessionId, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { endAllSessions, endSession } from '../modules/accounts/end-sessions';
import { updateWallets } from '../modules/accounts/update-wallets';
import { signedInUserDto } from '../modules/accounts/signed-in-user-dto';
import { memberAccounts } from '../modules/accounts/member-accounts';
import { switchAccount } from '../modules/accounts/switch-account';
import { openOwnAccount } from '../modules/accounts/open-own-account';
import { requireSecondFactor } from '../plugins/second-factor';

export const TWO_FACTOR_NOTE =
  'With two-factor sign-in on, send a current authenticator code (or a recovery code) in the X-2FA-Code header (403 TWO_FACTOR_REQUIRED without it).';

const signedInDoc = { tags: ['Account'], security: SESSION_SECURITY };
const message = successSchema(messageSchema);
const walletsChanged = successSchema(z.object({ user: userSchema, confirmationSent: z.boolean() }));

/**
 * The signed-in user's session and account under /api/auth (session only): who they are, which account they act
 * for, signing out, and their wallets.
 */
export function authSessionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('preValidation', requireSession(deps));
    const secondFactor = requireSecondFactor(deps);

    signedIn.get(
      '/me',
      {
        schema: {
          ...signedInDoc,
          summary: 'The signed-in user, the account they act for (credits, plan and wallets are its) and all of theirs',
          description:
            '`account` is null for a person who belongs to no account (an invitee removed from their team): every account route answers them 403 NO_ACCOUNT, and POST /api/auth/own-account makes them one.',
          response: replies({ 200: successSchema(meSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => {
        const account = request.account ?? null;
        const [user, accounts] = await Promise.all([
          signedInUserDto(deps.db, currentUser(request), account?.id ?? null),
          memberAccounts(deps.db, currentUser(request).id),
        ]);
        return { success: true as const, data: { user, account, accounts } };
      },
    );

    signedIn.post(
      '/switch-account',
      {
        schema: {
          ...signedInDoc,
          summary: 'Act for another account you belong to (this session only)',
          body: switchAccountSchema,
          response: replies({ 200: successSchema(z.object({ account: accountSummarySchema })) }, SESSION_ERRORS, 404),
        },
      },
      async (request) => {
        const account = await switchAccount(deps.db, {
          userId: currentUser(request).id,
          sessionId: currentSessionId(request),
          accountId: request.body.accountId,
        });
        return { success: true as const, data: { account } };
      },
    );

    signedIn.post(
      '/own-account',
      {
        schema: {
          ...signedInDoc,
          summary: 'Create your own merchant account (for someone who joined a team from an invitation)',
          description:
            'It comes with the signup credits and becomes the account this session acts for. 409 when your own account exists.',
          response: replies({ 201: successSchema(z.object({ account: accountSummarySchema })) }, SESSION_ERRORS, 409),
        },
      },
      async (request, reply) => {
        const account = await openOwnAccount(deps.db, {
          userId: currentUser(request).id,
          sessionId: currentSessionId(request),
        });
        return reply.status(201).send({ success: true as const, data: { account } });
      },
    );

    signedIn.post(
      '/logout',
      {
        schema: { ...signedInDoc, summary: 'End this session', response: replies({ 200: message }, SESSION_ERRORS) },
      },
      async (request) => {
        await endSession(deps.db, currentSessionId(request));
        return { success: true as const, data: { message: 'Signed out.' } };
      },
    );

    signedIn.post(
      '/logout-all',
      {
        schema: {
          ...signedInDoc,
          summary: 'End every session of this account',
          response: replies({ 200: message }, SESSION_ERRORS),
        },
      },
      async (request) => {
        await endAllSessions(deps.db, currentUser(request).id);
        return { success: true as const, data: { message: 'Signed out of all devices.' } };
      },
    );

    // 202 when the change waits for the emailed confirmation (accounts without a password).
    signedIn.put(
      '/wallet',
      {
        schema: {
          ...signedInDoc,
          summary: 'Set the Solana payout address (202: waits for the emailed confirmation)',
          description: TWO_FACTOR_NOTE,
          body: walletSchema,
          response: replies({ 200: walletsChanged, 202: walletsChanged }, SESSION_ERRORS, 409),
        },
        preHandler: secondFactor,
      },
      async (request, reply) => {
        const data = await updateWallets(deps, currentUser(request), currentAccount(request).id, request.body);
        return reply.status(data.confirmationSent ? 202 : 200).send({ success: true as const, data });
      },
    );

    signedIn.put(
      '/wallets',
      {
        schema: {
          ...signedInDoc,
          summary: 'Set the payout addresses (202: waits for the emailed confirmation)',
          description: TWO_FACTOR_NOTE,
          body: walletsSchema,
          response: replies({ 200: walletsChanged, 202: walletsChanged }, SESSION_ERRORS, 409),
        },
        preHandler: secondFactor,
      },
      async (request, reply) => {
        const data = await updateWallets(deps, currentUser(request), currentAccount(request).id, request.body);
        return reply.status(data.confirmationSent ? 202 : 200).send({ success: true as const, data });
      },
    );
  };
}
