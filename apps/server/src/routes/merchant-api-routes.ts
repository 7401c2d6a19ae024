import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentLinkSchema, listPaymentLinksQuerySchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { createPaymentLink } from '../modules/payments/create-payment-link';
import { getPaymentLink } from '../modules/merchant-api/get-payment-link';
import { listPaymentLinks } from '../modules/merchant-api/list-payment-links';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The documented merchant API under /api/v1: API key only, one credit per successful call. */
export function merchantApiRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireApiKey(deps));

    app.post('/payment-links', { schema: { body: createPaymentLinkSchema }, preHandler: idempotent(deps) }, async (request, reply) => {
      const data = await createPaymentLink(deps, currentUser(request), request.body, 'api_call');
      return reply.status(201).send({ success: true, data });
    });

    app.get('/payment-links', { schema: { querystring: listPaymentLinksQuerySchema } }, async (request) => ({
      success: true,
      data: await listPaymentLinks(deps.db, currentUser(request).id, request.query),
    }));

    app.get('/payment-links/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: { payment: await getPaymentLink(deps.db, currentUser(request).id, request.params.id) },
    }));
  };
}
