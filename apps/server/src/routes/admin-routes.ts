import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustCreditsSchema,
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUsersQuerySchema,
  auditLogQuerySchema,
  planInputSchema,
  planUpdateSchema,
  pricingInputSchema,
  pricingUpdateSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireAdmin } from '../plugins/authenticate';
import { adjustCredits } from '../modules/admin/adjust-credits';
import { createPlan } from '../modules/admin/create-plan';
import { createPricing } from '../modules/admin/create-pricing';
import { createUser } from '../modules/admin/create-user';
import { deletePlan } from '../modules/admin/delete-plan';
import { deletePricing } from '../modules/admin/delete-pricing';
import { deleteUser } from '../modules/admin/delete-user';
import { getUser } from '../modules/admin/get-user';
import { listAuditLog } from '../modules/admin/list-audit-log';
import { listPlans } from '../modules/billing/list-plans';
import { listPricing } from '../modules/billing/list-pricing';
import { listUsers } from '../modules/admin/list-users';
import { platformAnalytics } from '../modules/admin/platform-analytics';
import { recentActivity } from '../modules/admin/recent-activity';
import { updatePlan } from '../modules/admin/update-plan';
import { updatePricing } from '../modules/admin/update-pricing';
import { updateUser } from '../modules/admin/update-user';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The admin API under /api/admin. Registered as its own encapsulated plugin, so the admin guard
 * covers exactly these routes and leaves the public plan and pricing lists (billing) public.
 */
export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireAdmin(deps));
    const { db } = deps;

    app.get('/users', { schema: { querystring: adminUsersQuerySchema } }, async (request) => ({
      success: true,
      data: await listUsers(db, request.query),
    }));

    app.post('/users', { schema: { body: adminCreateUserSchema } }, async (request, reply) => {
      const user = await createUser(db, currentUser(request), request.body, deps.config.adminEmail);
      return reply.status(201).send({ success: true, data: { user } });
    });

    app.get('/users/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: { user: await getUser(db, request.params.id) },
    }));

    app.put('/users/:id', { schema: { params: idParams, body: adminUpdateUserSchema } }, async (request) => ({
      success: true,
      data: { user: await updateUser(db, currentUser(request), request.params.id, request.body) },
    }));

    app.delete('/users/:id', { schema: { params: idParams } }, async (request) => {
      await deleteUser(db, currentUser(request), request.params.id);
      return { success: true, data: { message: 'User deleted successfully' } };
    });

    app.post('/adjust-credits', { schema: { body: adjustCreditsSchema } }, async (request) => ({
      success: true,
      data: { user: { id: request.body.userId, ...(await adjustCredits(db, currentUser(request), request.body)) } },
    }));

    app.get('/subscription-plans', async () => ({ success: true, data: { plans: await listPlans(db) } }));

    app.post('/subscription-plans', { schema: { body: planInputSchema } }, async (request, reply) => {
      const plan = await createPlan(db, currentUser(request), { ...request.body, name: request.body.name! });
      return reply.status(201).send({ success: true, data: { plan } });
    });

    app.put('/subscription-plans/:id', { schema: { params: idParams, body: planUpdateSchema } }, async (request) => ({
      success: true,
      data: { plan: await updatePlan(db, currentUser(request), request.params.id, request.body) },
    }));

    app.delete('/subscription-plans/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: { plan: await deletePlan(db, currentUser(request), request.params.id) },
    }));

    app.get('/credit-pricing', async () => ({ success: true, data: { pricings: await listPricing(db) } }));

    app.post('/credit-pricing', { schema: { body: pricingInputSchema } }, async (request, reply) => {
      const pricing = await createPricing(db, currentUser(request), { ...request.body, name: request.body.name! });
      return reply.status(201).send({ success: true, data: { pricing } });
    });

    app.put('/credit-pricing/:id', { schema: { params: idParams, body: pricingUpdateSchema } }, async (request) => ({
      success: true,
      data: { pricing: await updatePricing(db, currentUser(request), request.params.id, request.body) },
    }));

    app.delete('/credit-pricing/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: { pricing: await deletePricing(db, currentUser(request), request.params.id) },
    }));

    app.get('/analytics', async () => ({ success: true, data: await platformAnalytics(db) }));
    app.get('/recent-activity', async () => ({ success: true, data: await recentActivity(db) }));

    app.get('/audit-log', { schema: { querystring: auditLogQuerySchema } }, async (request) => ({
      success: true,
      data: await listAuditLog(db, request.query),
    }));
  };
}
