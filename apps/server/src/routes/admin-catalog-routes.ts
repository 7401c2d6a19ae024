import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditPricingSchema,
  subscriptionPlanSchema,
  successSchema,
  planInputSchema,
  planUpdateSchema,
  pricingInputSchema,
  pricingUpdateSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { withAudit } from '../modules/audit/with-audit';
import { addPlan } from '../modules/billing/add-plan';
import { addPricing } from '../modules/billing/add-pricing';
import { editPlan } from '../modules/billing/edit-plan';
import { editPricing } from '../modules/billing/edit-pricing';
import { removePlan } from '../modules/billing/remove-plan';
import { removePricing } from '../modules/billing/remove-pricing';
import { listPlans } from '../modules/billing/list-plans';
import { listPricing } from '../modules/billing/list-pricing';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Admin'], security: SESSION_SECURITY };
const plan = successSchema(z.object({ plan: subscriptionPlanSchema }));
const pricing = successSchema(z.object({ pricing: creditPricingSchema }));

/**
 * What the platform sells, edited by the admin under /api/admin (registered inside adminRoutes, so its guard
 * covers it): subscription plans and credit pricing. Every change runs through `withAudit`.
 */
export function adminCatalogRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
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
  };
}
