import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiKeyInfoSchema,
  apiKeySummarySchema,
  createApiKeySchema,
  createdApiKeySchema,
  generatedApiKeySchema,
  messageSchema,
  MSG,
  successSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { requireSecondFactor } from '../plugins/second-factor';
import { TWO_FACTOR_NOTE } from './auth-session-routes';
import { apiKeyInfo } from '../modules/api-keys/api-key-info';
import { generateApiKey } from '../modules/api-keys/generate-api-key';
import { listApiKeys } from '../modules/api-keys/list-api-keys';
import { createNamedApiKey, MAX_NAMED_KEYS } from '../modules/api-keys/create-named-api-key';
import type { KeyHolder } from '../modules/api-keys/member-keys';
import { revokeApiKey, revokeApiKeyById } from '../modules/api-keys/revoke-api-key';

const doc = { tags: ['API keys'], security: SESSION_SECURITY };
const holder = (request: FastifyRequest): KeyHolder => ({
  userId: currentUser(request).id,
  account: currentAccount(request),
});

/**
 * The signed-in member's own API key (Settings → API Integration), under /api/auth; keys are per member (issue 48),
 * and owners and admins see and revoke the whole team's.
 */
export function apiKeyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));
    const secondFactor = requireSecondFactor(deps);

    app.post(
      '/generate-api-key',
      {
        schema: {
          ...doc,
          summary: 'Generate (or replace) your API key',
          description: `Needs an active monthly plan. The key is shown once and acts with your role; your previous key stops working at once. Keys are per member: the other members’ keys are left alone. ${TWO_FACTOR_NOTE}`,
          response: replies({ 201: successSchema(generatedApiKeySchema) }, SESSION_ERRORS),
        },
        preHandler: secondFactor,
      },
      async (request, reply) => {
        const data = await generateApiKey(deps.db, currentUser(request), currentAccount(request), {
          testMode: deps.config.offline,
        });
        return reply.status(201).send({ success: true, data: { ...data, message: MSG.apiKeyGenerated } });
      },
    );

    app.get(
      '/api-key-info',
      {
        schema: {
          ...doc,
          summary: 'Your API key (masked) and the account’s usage',
          response: replies({ 200: successSchema(apiKeyInfoSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({ success: true as const, data: await apiKeyInfo(deps.db, holder(request)) }),
    );

    app.delete(
      '/revoke-api-key',
      {
        schema: {
          ...doc,
          summary: 'Revoke your API key',
          description: `Your own key only; 404 when you have none. ${TWO_FACTOR_NOTE}`,
          response: replies({ 200: successSchema(messageSchema) }, SESSION_ERRORS, 404),
        },
        preHandler: secondFactor,
      },
      async (request) => {
        await revokeApiKey(deps.db, holder(request));
        return { success: true as const, data: { message: MSG.apiKeyRevoked } };
      },
    );

    app.get(
      '/api-keys',
      {
        schema: {
          ...doc,
          summary: 'The team’s live API keys you may see (masked)',
          description:
            'Owners and admins see every member’s key; others see their own and the keys at or below their role.',
          response: replies({ 200: successSchema(z.object({ keys: z.array(apiKeySummarySchema) })) }, SESSION_ERRORS),
        },
      },
      async (request) => ({ success: true as const, data: { keys: await listApiKeys(deps.db, holder(request)) } }),
    );

    app.post(
      '/api-keys',
      {
        schema: {
          ...doc,
          summary: 'Create a named API key',
          description: `Needs an active monthly plan. A key for one integration, shown once, acting with \`role\`: at most yours (403 FORBIDDEN_ROLE). Your single key and other named keys are left alone; at most ${MAX_NAMED_KEYS} named keys per account (409). ${TWO_FACTOR_NOTE}`,
          body: createApiKeySchema,
          response: replies({ 201: successSchema(createdApiKeySchema) }, SESSION_ERRORS, 409),
        },
        preHandler: secondFactor,
      },
      async (request, reply) => {
        const data = await createNamedApiKey(deps.db, currentUser(request), currentAccount(request), {
          ...request.body,
          testMode: deps.config.offline,
        });
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.delete(
      '/api-keys/:id',
      {
        schema: {
          ...doc,
          summary: 'Revoke one API key of the team',
          description: `Owners and admins revoke any key; a developer only keys whose role is at or below theirs (never the owner’s or an admin’s: 404, as for a missing key). ${TWO_FACTOR_NOTE}`,
          params: z.object({ id: z.string().min(1).max(64) }),
          response: replies({ 200: successSchema(messageSchema) }, SESSION_ERRORS, 404),
        },
        preHandler: secondFactor,
      },
      async (request) => {
        await revokeApiKeyById(deps.db, holder(request), request.params.id);
        return { success: true as const, data: { message: MSG.apiKeyRevoked } };
      },
    );
  };
}
