import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { routeHeaders } from '../plugins/security-headers';
import { serverPath } from '../lib/server-root';

const EMBED_JS = readFileSync(serverPath('static', 'embed.js'));

/** GET /embed.js: the single-script payment button merchants put on any page (any origin). */
export const embedRoutes: FastifyPluginAsync = async (app) => {
  // Loaded by other sites' pages: a cross-origin resource policy, not the app's same-origin one.
  app.get('/embed.js', { schema: { hide: true }, helmet: routeHeaders.crossOrigin }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(EMBED_JS),
  );
};
