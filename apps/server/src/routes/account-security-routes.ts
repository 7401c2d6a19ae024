import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, messageSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentSessionId, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { changePassword } from '../modules/accounts/change-password';

const doc = { tags: ['Account'], security: SESSION_SECURITY };
const message = successSchema(messageSchema);

/** The signed-in person's own sign-in settings (Settings → Account), under /api/auth. */
export function accountSecurityRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/change-password',
      {
        schema: {
          ...doc,
          summary: 'Change your password',
          description: 'Needs the current password (wrong guesses are limited like sign-in). Every other session of yours ends; this one stays. The account email is told.',
          body: changePasswordSchema,
          response: replies({ 200: message }, SESSION_ERRORS, 403),
        },
      },
      async (request) => {
        await changePassword(deps, currentUser(request), currentSessionId(request), request.body);
        return { success: true as const, data: { message: 'Password changed. Your other devices were signed out.' } };
      },
    );
  };
}
