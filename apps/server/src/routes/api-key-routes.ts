import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyInfoSchema, generatedApiKeySchema, messageSchema, MSG, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { apiKeyInfo } from '../modules/api-keys/api-key-info';
import { generateApiKey } from '../modules/api-keys/generate-api-key';
import { revokeApiKey } from '../modules/api-keys/revoke-api-key';

const doc = { tags: ['API keys'], security: SESSION_SECURITY };

/** The signed-in merchant's own API key (Settings → API Integration), under /api/auth. */
export function apiKeyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/generate-api-key',
      {
        schema: {
          ...doc,
          summary: 'Generate (or replace) your API key',
          description: 'Needs an active monthly plan. The key is shown once; the previous key stops working at once.',
          response: replies({ 201: successSchema(generatedApiKeySchema) }, SESSION_ERRORS),
        },
      },
      async (request, reply) => {
        const data = await generateApiKey(deps.db, currentUser(request), currentAccount(request), { testMode: deps.config.offline });
        return reply.status(201).send({ success: true, data: { ...data, message: MSG.apiKeyGenerated } });
      },
    );

    app.get(
      '/api-key-info',
      { schema: { ...doc, summary: 'Your API key (masked) and usage', response: replies({ 200: successSchema(apiKeyInfoSchema) }, SESSION_ERRORS) } },
      async (request) => ({ success: true as const, data: await apiKeyInfo(deps.db, currentAccount(request).id) }),
    );

    app.delete(
      '/revoke-api-key',
      { schema: { ...doc, summary: 'Revoke your API key', response: replies({ 200: successSchema(messageSchema) }, SESSION_ERRORS) } },
      async (request) => {
        await revokeApiKey(deps.db, currentAccount(request).id);
        return { success: true as const, data: { message: MSG.apiKeyRevoked } };
      },
    );
  };
}
