import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustCreditsSchema,
  adminUserListSchema,
  messageSchema,
  successSchema,
  userSchema,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUsersQuerySchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireAdmin } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { adjustCredits } from '../modules/admin/adjust-credits';
import { createUser } from '../modules/admin/create-user';
import { deleteUser } from '../modules/admin/delete-user';
import { getUser } from '../modules/admin/get-user';
import { listUsers } from '../modules/admin/list-users';
import { updateUser } from '../modules/admin/update-user';
import { adminCatalogRoutes } from './admin-catalog-routes';
import { adminInsightsRoutes } from './admin-insights-routes';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Admin'], security: SESSION_SECURITY };
const user = successSchema(z.object({ user: userSchema }));
const adjusted = successSchema(z.object({ user: z.object({ id: z.string(), transactionCredits: z.number().int() }) }));

/**
 * The admin API under /api/admin. Registered as its own encapsulated plugin, so the admin guard
 * covers exactly these routes and leaves the public plan and pricing lists (billing) public. Every change
 * runs through `withAudit`: the change and its audit row commit together.
 */
export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireAdmin(deps));
    const { db } = deps;

    app.get(
      '/users',
      {
        schema: {
          ...doc,
          summary: 'List users',
          querystring: adminUsersQuerySchema,
          response: replies({ 200: successSchema(adminUserListSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listUsers(db, request.query),
      }),
    );

    app.post(
      '/users',
      {
        schema: {
          ...doc,
          summary: 'Create a user',
          body: adminCreateUserSchema,
          response: replies({ 201: user }, SESSION_ERRORS, 409),
        },
      },
      async (request, reply) => {
        const user = await createUser(deps, currentUser(request), request.body);
        return reply.status(201).send({ success: true as const, data: { user } });
      },
    );

    app.get(
      '/users/:id',
      {
        schema: {
          ...doc,
          summary: 'One user',
          params: idParams,
          response: replies({ 200: user }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { user: await getUser(db, request.params.id) },
      }),
    );

    app.put(
      '/users/:id',
      {
        schema: {
          ...doc,
          summary: 'Update a user',
          params: idParams,
          body: adminUpdateUserSchema,
          response: replies({ 200: user }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { user: await updateUser(deps, currentUser(request), request.params.id, request.body) },
      }),
    );

    app.delete(
      '/users/:id',
      {
        schema: {
          ...doc,
          summary: 'Delete a user',
          params: idParams,
          response: replies({ 200: successSchema(messageSchema) }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        await deleteUser(db, currentUser(request), request.params.id);
        return { success: true as const, data: { message: 'User deleted successfully' } };
      },
    );

    app.post(
      '/adjust-credits',
      {
        schema: {
          ...doc,
          summary: 'Add or remove credits (audited)',
          body: adjustCreditsSchema,
          response: replies({ 200: adjusted }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { user: { id: request.body.userId, ...(await adjustCredits(db, currentUser(request), request.body)) } },
      }),
    );

    app.register(adminCatalogRoutes(deps));
    app.register(adminInsightsRoutes(deps));
  };
}
