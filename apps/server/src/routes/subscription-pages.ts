import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientConfig } from '@paylink/shared';
import { publicClientConfig } from '../config/public-client-config';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { sendCompressedText } from '../lib/compressed-text';
import { embedPageData } from '../lib/page-data';
import { appErrorBody } from '../plugins/error-handler';
import { consumeRateLimit } from '../modules/rate-limits/consume-rate-limit';
import { portalSubscription } from '../modules/subscriptions/portal-subscription';
import { publicPlan } from '../modules/subscriptions/public-plan';

/**
 * The answer the page would ask for first (GET `path` of the API): the web app's served-answer.ts reads it from the
 * page's #page-data instead of asking. `status` and `body` are the API's own (a 404 is an answer, shown at once).
 * The page's #page-data also carries the public config (GET /api/config), as the hosted page's does.
 */
interface ServedAnswer {
  path: string;
  status: number;
  body: unknown;
}

async function answer(path: string, load: () => Promise<unknown>): Promise<ServedAnswer | null> {
  try {
    return { path, status: 200, body: { success: true, data: await load() } };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return { path, status: err.status, body: appErrorBody(err) };
    // Anything else: the page asks the API itself, and shows (and retries) what it answers.
    return null;
  }
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  served: ServedAnswer | null,
  config: ClientConfig,
) {
  const html = served ? embedPageData(template, 'page-data', { ...served, config }) : template;
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
  return sendCompressedText(request, reply, html);
}

/**
 * GET /subscribe/:planId and /subscription/:token: the prerendered subscribe page and customer portal (the signed-out
 * build's subscribe.html and subscription.html) with the plan or the subscription embedded, as the hosted payment page
 * has its payment, so they render it without a request first. Undefined when the build has no such pages.
 */
export function subscriptionPageRoutes(deps: Deps, webDist: string): FastifyPluginAsyncZod | undefined {
  const file = (name: string) => path.join(webDist, `${name}.html`);
  if (!existsSync(file('subscribe')) || !existsSync(file('subscription'))) return undefined;
  const subscribePage = readFileSync(file('subscribe'), 'utf8');
  const portalPage = readFileSync(file('subscription'), 'utf8');
  return async (app) => {
    app.get(
      '/subscribe/:planId',
      { schema: { hide: true, params: z.object({ planId: z.string() }) } },
      async (request, reply) => {
        const { planId } = request.params;
        const served = await answer(`/api/subscribe/${encodeURIComponent(planId)}`, () => publicPlan(deps, planId));
        return sendPage(request, reply, subscribePage, served, publicClientConfig(deps.config));
      },
    );
    app.get(
      '/subscription/:token',
      { schema: { hide: true, params: z.object({ token: z.string() }) } },
      async (request, reply) => {
        const { token } = request.params;
        // The portal API's per-IP limit on token lookups counts this page too; past it, the page comes without the
        // subscription, and its own request gets the 429.
        const { allowed } = await consumeRateLimit(deps.rateLimits.subscriptionPortal, request.ip);
        const served = allowed
          ? await answer(`/api/subscription-portal/${encodeURIComponent(token)}`, async () => ({
              subscription: await portalSubscription(deps, token),
            }))
          : null;
        return sendPage(request, reply, portalPage, served, publicClientConfig(deps.config));
      },
    );
  };
}
