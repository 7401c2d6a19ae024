import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireSession } from '../plugins/authenticate';
import { apiKeyInfo } from '../modules/api-keys/api-key-info';
import { generateApiKey } from '../modules/api-keys/generate-api-key';
import { revokeApiKey } from '../modules/api-keys/revoke-api-key';

/** The signed-in merchant's own API key (Settings → API Integration), under /api/auth. */
export function apiKeyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireSession(deps));

    app.post('/generate-api-key', async (request, reply) => {
      const data = await generateApiKey(deps.db, currentUser(request), { testMode: deps.config.solana.localChain });
      return reply.status(201).send({ success: true, data: { ...data, message: MSG.apiKeyGenerated } });
    });

    app.get('/api-key-info', async (request) => ({ success: true, data: await apiKeyInfo(deps.db, currentUser(request)) }));

    app.delete('/revoke-api-key', async (request) => {
      await revokeApiKey(deps.db, currentUser(request).id);
      return { success: true, data: { message: MSG.apiKeyRevoked } };
    });
  };
}
