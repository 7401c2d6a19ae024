import type { FastifyInstance } from 'fastify';

/**
 * The hosted payment page (/payment/:id) is meant to be embedded in merchants' sites, so it may be framed
 * by anyone; everything else (the dashboard) refuses framing to prevent clickjacking.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/payment/') || /^\/api\/payments\/[^/]+(\/events)?$/.test(path)) {
      reply.header('Content-Security-Policy', 'frame-ancestors *');
    } else {
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    }
  });
}
