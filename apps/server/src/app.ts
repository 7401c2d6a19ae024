import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './plugins/fast-serializer';
import type { Deps } from './deps';
import { handleError, notFound, registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerMetrics } from './routes/metrics-route';
import { endStreamsOnClose } from './routes/event-stream';
import { requestLogRedaction } from './plugins/request-log';
import { registerIdempotency } from './plugins/idempotency';
import { openApiRoute, registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { payOptionRoutes } from './routes/pay-option-routes';
import { apiKeyRoutes } from './routes/api-key-routes';
import { adminRoutes } from './routes/admin-routes';
import { registerAccountActivity } from './plugins/account-activity';
import { brandRoutes } from './routes/brand-routes';
import { teamRoutes } from './routes/team-routes';
import { authRoutes } from './routes/auth-routes';
import { accountSecurityRoutes } from './routes/account-security-routes';
import { notificationRoutes } from './routes/notification-routes';
import { billingPublicRoutes } from './routes/billing-public-routes';
import { purchaseRoutes, stripeWebhookRoutes } from './routes/billing-routes';
import { hostedPaymentPageRoutes } from './routes/hosted-payment-page';
import { embedRoutes } from './routes/embed-routes';
import { receiptRoutes } from './routes/receipt-routes';
import { subscriptionRoutes } from './routes/subscription-routes';
import { subscribeRoutes } from './routes/subscribe-routes';
import { payButtonRoutes, publicPayButtonRoutes } from './routes/pay-button-routes';
import { posRoutes } from './routes/pos-routes';
import { memberSessionRoutes } from './routes/member-session-routes';
import { payButtonPage } from './routes/pay-button-page';
import { merchantApiRoutes } from './routes/merchant-api-routes';
import { mcpRoutes } from './routes/mcp-routes';
import { paymentRoutes } from './routes/payment-routes';
import { paymentLinkControlRoutes } from './routes/payment-link-control-routes';
import { refundRoutes } from './routes/refund-routes';
import { publicRefundClaimRoutes, refundClaimRoutes } from './routes/refund-claim-routes';
import { payoutRoutes, publicPayoutClaimRoutes } from './routes/payout-routes';
import { payoutBatchRoutes, payoutRequestRoutes } from './routes/payout-batch-routes';
import { unmatchedTransferRoutes } from './routes/unmatched-transfer-routes';
import { misdirectedRoutes } from './routes/misdirected-routes';
import { walletRoutes } from './routes/wallet-routes';
import { systemRoutes } from './routes/system-routes';
import { transactionRequestRoutes } from './routes/transaction-request-routes';
import { webhookRoutes } from './routes/webhook-routes';
import { x402Routes } from './routes/x402-routes';
import { x402DiscoveryRoutes } from './routes/x402-discovery-routes';
import { signedOutPages } from './signed-out-pages';
import { subscriptionPageRoutes } from './routes/subscription-pages';

/**
 * Vite names everything under assets/ by its content hash, so a browser may keep it for a year without asking
 * again; HTML (and any other unhashed file) is revalidated on every load so a new build is seen at once.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith(`assets${path.sep}`) || relativePath.startsWith('assets/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

export interface AppOptions {
  /** Built web app to serve (apps/web/dist); omitted in API-only tests. */
  webDist?: string;
  /** Called on the new instance before anything is registered (the tests install their contract check here). */
  instrument?: (app: FastifyInstance) => void;
}

/** The root plugin: external plugins, then app plugins, then routes (fastify/demo boot order). */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const redaction = requestLogRedaction();
  const app = Fastify({
    loggerInstance: deps.log.child({}, { serializers: redaction.serializers }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 64 * 1024,
    // Errors raised before routing (a malformed or over-long URL) get the same error shape as every other.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', redaction.onRoute);
  opts.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body type is a 415, never parsed as something a route did not expect.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  await registerSecurityHeaders(app, { https: deps.config.appUrl.startsWith('https:') });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerMetrics(app, deps);
  registerRateLimits(app, deps);
  registerIdempotency(app, deps);
  registerAccountActivity(app, deps);
  endStreamsOnClose(app);
  await registerOpenApi(app, deps);

  await app.register(systemRoutes(deps), { prefix: '/api' });
  openApiRoute(app);
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(accountSecurityRoutes(deps), { prefix: '/api/auth' });
  await app.register(notificationRoutes(deps), { prefix: '/api/auth' });

  await app.register(apiKeyRoutes(deps), { prefix: '/api/auth' });
  await app.register(payOptionRoutes(deps), { prefix: '/api/auth' });
  await app.register(paymentRoutes(deps), { prefix: '/api/payments' });
  await app.register(paymentLinkControlRoutes(deps), { prefix: '/api/payments' });
  await app.register(refundRoutes(deps), { prefix: '/api/payments' });
  await app.register(refundClaimRoutes(deps), { prefix: '/api/payments' });
  await app.register(publicRefundClaimRoutes(deps), { prefix: '/api/refund-claims' });
  await app.register(transactionRequestRoutes(deps), { prefix: '/api' });
  await app.register(unmatchedTransferRoutes(deps), { prefix: '/api/payments' });
  await app.register(misdirectedRoutes(deps, 'session'), { prefix: '/api/payments/misdirected' });
  await app.register(misdirectedRoutes(deps, 'apiKey'), { prefix: '/api/v1/misdirected-payments' });
  await app.register(walletRoutes(deps), { prefix: '/api/wallets' });
  await app.register(x402Routes(deps), { prefix: '/api/x402' });
  await app.register(x402DiscoveryRoutes(deps));
  await app.register(billingPublicRoutes(deps), { prefix: '/api/admin' });
  await app.register(purchaseRoutes(deps), { prefix: '/api/auth' });
  await app.register(stripeWebhookRoutes(deps), { prefix: '/api/webhooks' });
  await app.register(webhookRoutes(deps), { prefix: '/api/webhooks' });
  await app.register(merchantApiRoutes(deps), { prefix: '/api/v1' });
  await app.register(mcpRoutes(deps));
  await app.register(subscriptionRoutes(deps, 'session'), { prefix: '/api/subscriptions' });
  await app.register(subscriptionRoutes(deps, 'apiKey'), { prefix: '/api/v1/subscriptions' });
  await app.register(payoutRoutes(deps, 'session'), { prefix: '/api/payouts' });
  await app.register(payoutRoutes(deps, 'apiKey'), { prefix: '/api/v1/payouts' });
  await app.register(publicPayoutClaimRoutes(deps), { prefix: '/api/payout-claims' });
  await app.register(payoutBatchRoutes(deps, 'session'), { prefix: '/api/payouts/batches' });
  await app.register(payoutBatchRoutes(deps, 'apiKey'), { prefix: '/api/v1/payouts/batches' });
  await app.register(payoutRequestRoutes(deps), { prefix: '/api/payout-batches' });
  await app.register(subscribeRoutes(deps), { prefix: '/api' });
  await app.register(payButtonRoutes(deps), { prefix: '/api' });
  await app.register(publicPayButtonRoutes(deps), { prefix: '/api' });
  await app.register(embedRoutes);
  await app.register(payButtonPage(deps));
  await app.register(receiptRoutes(deps));
  await app.register(teamRoutes(deps), { prefix: '/api/team' });
  await app.register(brandRoutes(deps), { prefix: '/api' });
  await app.register(memberSessionRoutes(deps), { prefix: '/api/team' });
  await app.register(posRoutes(deps), { prefix: '/api/pos' });
  await app.register(adminRoutes(deps), { prefix: '/api/admin' });

  // The web app routes in the browser: any non-API GET that is not a file gets index.html.
  const webDist = opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside each file (apps/web/vite.config.ts); the best one accepted is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(webDist, filePath)));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  // The hosted payment page is its own small build (payment.html), served with the payment's data in it.
  const hostedPage = webDist && path.join(webDist, 'payment.html');
  if (hostedPage && existsSync(hostedPage))
    await app.register(hostedPaymentPageRoutes(deps, readFileSync(hostedPage, 'utf8')));
  // The subscribe page and the customer portal, served with their plan or subscription in them.
  const subscriptionPages = webDist && subscriptionPageRoutes(deps, webDist);
  if (subscriptionPages) await app.register(subscriptionPages);
  // The signed-out pages (/login, /register, ...) and the customer's subscription pages get their light build's HTML
  // (signed-out-pages.ts); any other gets index.html.
  const signedOutPageFor = webDist ? signedOutPages(webDist) : () => undefined;
  app.setNotFoundHandler((request, reply) => {
    if (webDist && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile(signedOutPageFor(request.url) ?? 'index.html');
    }
    return notFound(request, reply);
  });
  return app;
}
