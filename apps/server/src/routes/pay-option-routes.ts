import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultPayOptionsSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { defaultPayOptions, setDefaultPayOptions } from '../modules/accounts/default-pay-options';

const doc = { tags: ['Dashboard'], security: SESSION_SECURITY };

/** The merchant's default pay options (Settings → Pay options), under /api/auth. */
export function payOptionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '/pay-options',
      {
        schema: {
          ...doc,
          summary: 'Your default pay options (networks and tokens proposed for links priced in USD/EUR)',
          response: replies({ 200: successSchema(defaultPayOptionsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await defaultPayOptions(deps.db, currentAccount(request).id),
      }),
    );

    app.put(
      '/pay-options',
      {
        schema: {
          ...doc,
          summary: 'Set your default pay options',
          description:
            'Each a network and token this server offers, on a network where you have a receiving wallet (400 otherwise). An empty list clears them.',
          body: defaultPayOptionsSchema,
          response: replies({ 200: successSchema(defaultPayOptionsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await setDefaultPayOptions(deps, currentAccount(request).id, request.body),
      }),
    );
  };
}
