import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustCreditsSchema,
  adminAnalyticsSchema,
  adminUserListSchema,
  auditLogPageSchema,
  creditPricingSchema,
  messageSchema,
  recentActivitySchema,
  subscriptionPlanSchema,
  successSchema,
  userSchema,
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
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { adjustCredits } from '../modules/admin/adjust-credits';
import { createUser } from '../modules/admin/create-user';
import { deleteUser } from '../modules/admin/delete-user';
import { getUser } from '../modules/admin/get-user';
import { listAuditLog } from '../modules/audit/list-audit-log';
import { withAudit } from '../modules/audit/with-audit';
import { addPlan } from '../modules/billing/add-plan';
import { addPricing } from '../modules/billing/add-pricing';
import { editPlan } from '../modules/billing/edit-plan';
import { editPricing } from '../modules/billing/edit-pricing';
import { removePlan } from '../modules/billing/remove-plan';
import { removePricing } from '../modules/billing/remove-pricing';
import { listPlans } from '../modules/billing/list-plans';
import { listPricing } from '../modules/billing/list-pricing';
import { listUsers } from '../modules/admin/list-users';
import { platformAnalytics } from '../modules/admin/platform-analytics';
import { recentActivity } from '../modules/admin/recent-activity';
import { updateUser } from '../modules/admin/update-user';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Admin'], security: SESSION_SECURITY };
const user = successSchema(z.object({ user: userSchema }));
const plan = successSchema(z.object({ plan: subscriptionPlanSchema }));
const pricing = successSchema(z.object({ pricing: creditPricingSchema }));
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

    app.get(
      '/subscription-plans',
      {
        schema: {
          ...doc,
          summary: 'Every subscription plan',
          response: replies(
            { 200: successSchema(z.object({ plans: z.array(subscriptionPlanSchema) })) },
            SESSION_ERRORS,
          ),
        },
      },
      async () => ({ success: true as const, data: { plans: await listPlans(db) } }),
    );

    app.post(
      '/subscription-plans',
      {
        schema: {
          ...doc,
          summary: 'Create a plan',
          body: planInputSchema,
          response: replies({ 201: plan }, SESSION_ERRORS, 409),
        },
      },
      async (request, reply) => {
        const plan = await withAudit(db, currentUser(request), async (tx, audit) => {
          const created = await addPlan(tx, { ...request.body, name: request.body.name! });
          await audit({ action: 'plan.create', targetType: 'plan', targetId: created.id, after: created });
          return created;
        });
        return reply.status(201).send({ success: true as const, data: { plan } });
      },
    );

    app.put(
      '/subscription-plans/:id',
      {
        schema: {
          ...doc,
          summary: 'Update a plan',
          params: idParams,
          body: planUpdateSchema,
          response: replies({ 200: plan }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const { id } = request.params;
        const plan = await withAudit(db, currentUser(request), async (tx, audit) => {
          const { before, after } = await editPlan(tx, id, request.body);
          await audit({ action: 'plan.update', targetType: 'plan', targetId: id, before, after });
          return after;
        });
        return { success: true as const, data: { plan } };
      },
    );

    app.delete(
      '/subscription-plans/:id',
      {
        schema: {
          ...doc,
          summary: 'Delete (deactivate) a plan',
          params: idParams,
          response: replies({ 200: plan }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const { id } = request.params;
        const plan = await withAudit(db, currentUser(request), async (tx, audit) => {
          const removed = await removePlan(tx, id);
          await audit({ action: 'plan.delete', targetType: 'plan', targetId: id, before: removed });
          return removed;
        });
        return { success: true as const, data: { plan } };
      },
    );

    app.get(
      '/credit-pricing',
      {
        schema: {
          ...doc,
          summary: 'Every credit pack',
          response: replies(
            { 200: successSchema(z.object({ pricings: z.array(creditPricingSchema) })) },
            SESSION_ERRORS,
          ),
        },
      },
      async () => ({ success: true as const, data: { pricings: await listPricing(db) } }),
    );

    app.post(
      '/credit-pricing',
      {
        schema: {
          ...doc,
          summary: 'Create a credit pack',
          body: pricingInputSchema,
          response: replies({ 201: pricing }, SESSION_ERRORS, 409),
        },
      },
      async (request, reply) => {
        const pricing = await withAudit(db, currentUser(request), async (tx, audit) => {
          const created = await addPricing(tx, { ...request.body, name: request.body.name! });
          await audit({ action: 'pricing.create', targetType: 'pricing', targetId: created.id, after: created });
          return created;
        });
        return reply.status(201).send({ success: true as const, data: { pricing } });
      },
    );

    app.put(
      '/credit-pricing/:id',
      {
        schema: {
          ...doc,
          summary: 'Update a credit pack',
          params: idParams,
          body: pricingUpdateSchema,
          response: replies({ 200: pricing }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const { id } = request.params;
        const pricing = await withAudit(db, currentUser(request), async (tx, audit) => {
          const { before, after } = await editPricing(tx, id, request.body);
          await audit({ action: 'pricing.update', targetType: 'pricing', targetId: id, before, after });
          return after;
        });
        return { success: true as const, data: { pricing } };
      },
    );

    app.delete(
      '/credit-pricing/:id',
      {
        schema: {
          ...doc,
          summary: 'Delete (deactivate) a credit pack',
          params: idParams,
          response: replies({ 200: pricing }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const { id } = request.params;
        const pricing = await withAudit(db, currentUser(request), async (tx, audit) => {
          const removed = await removePricing(tx, id);
          await audit({ action: 'pricing.delete', targetType: 'pricing', targetId: id, before: removed });
          return removed;
        });
        return { success: true as const, data: { pricing } };
      },
    );

    app.get(
      '/analytics',
      {
        schema: {
          ...doc,
          summary: 'Platform analytics',
          response: replies({ 200: successSchema(adminAnalyticsSchema) }, SESSION_ERRORS),
        },
      },
      async () => ({ success: true as const, data: await platformAnalytics(db) }),
    );
    app.get(
      '/recent-activity',
      {
        schema: {
          ...doc,
          summary: 'Recent sign-ups, links, purchases and adjustments',
          response: replies({ 200: successSchema(recentActivitySchema) }, SESSION_ERRORS),
        },
      },
      async () => ({ success: true as const, data: await recentActivity(db) }),
    );

    app.get(
      '/audit-log',
      {
        schema: {
          ...doc,
          summary: 'The admin audit log',
          querystring: auditLogQuerySchema,
          response: replies({ 200: successSchema(auditLogPageSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listAuditLog(db, request.query),
      }),
    );
  };
}
