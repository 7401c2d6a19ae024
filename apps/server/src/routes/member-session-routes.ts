import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberSessionsResponseSchema, messageSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { endMemberSessions, listMemberSessions } from '../modules/accounts/member-sessions';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const doc = { tags: ['Team'], security: SESSION_SECURITY };
const userParams = z.object({ userId: z.string().min(1).max(64) });
const sessionParams = userParams.extend({ id: z.string().min(1).max(128) });
const message = successSchema(messageSchema);

/** Under /api/team: the devices a member is signed in on for this account (a POS device), and signing them out remotely. */
export function memberSessionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));
    const member = (request: { params: { userId: string } } & Parameters<typeof currentAccount>[0]) => ({
      accountId: currentAccount(request).id,
      userId: request.params.userId,
    });

    app.get(
      '/members/:userId/sessions',
      {
        schema: {
          ...doc,
          summary: 'Devices a member is signed in on for this account',
          params: userParams,
          response: replies({ 200: memberSessionsResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { sessions: await listMemberSessions(deps.db, member(request)) },
      }),
    );

    app.delete(
      '/members/:userId/sessions',
      {
        schema: {
          ...doc,
          summary: 'Sign a member out of every device acting for this account',
          params: userParams,
          response: replies({ 200: message }, SESSION_ERRORS, 404),
        },
      },
      async (request) => {
        const ended = await endMemberSessions(deps.db, member(request));
        return { success: true as const, data: { message: `Signed out of ${ended} device(s).` } };
      },
    );

    app.delete(
      '/members/:userId/sessions/:id',
      {
        schema: {
          ...doc,
          summary: 'Sign a member out of one device',
          description: 'The token stops working at once.',
          params: sessionParams,
          response: replies({ 200: message }, SESSION_ERRORS, 404),
        },
      },
      async (request) => {
        await endMemberSessions(deps.db, { ...member(request), sessionId: request.params.id });
        return { success: true as const, data: { message: 'Signed out.' } };
      },
    );
  };
}
