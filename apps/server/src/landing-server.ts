import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { SIGNUP_CREDITS } from '@paylink/shared';
import type { AppConfig } from './config/app-config';
import { precompressText, sendCompressedText } from './lib/compressed-text';
import { escapeHtml } from './lib/escape-html';
import { registerErrorHandler } from './plugins/error-handler';

/** API paths the landing page reads; forwarded to the app in this process, so the browser stays same-origin (no CORS). */
const FORWARDED_API_PATHS = ['/api/admin/subscription-plans/public'];

// The landing page loads only its own files and talks only to its own origin; it is never framed.
const LANDING_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface LandingServerOptions {
  /** apps/landing: index.html (a template) and assets/. */
  root: string;
  /** The app, to which the forwarded API paths go through `inject`. */
  app: FastifyInstance;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** index.html with the app's URL, the support address and the signup credits filled in (HTML-escaped). */
export function renderLandingPage(template: string, config: Pick<AppConfig, 'appUrl' | 'supportEmail'>): string {
  const values: Record<string, string> = {
    APP_URL: config.appUrl,
    SUPPORT_EMAIL: config.supportEmail,
    SIGNUP_CREDITS: String(SIGNUP_CREDITS),
  };
  return template.replace(/%([A-Z_]+)%/g, (match, key: string) => (key in values ? escapeHtml(values[key]!) : match));
}

/** The landing page's own listener (LANDING_PORT): the page, its assets, and the few API reads it needs. */
export async function buildLandingServer(opts: LandingServerOptions): Promise<FastifyInstance> {
  const html = renderLandingPage(readFileSync(path.join(opts.root, 'index.html'), 'utf8'), opts.config);
  // The client IP (passed on to the app's limits) honours TRUST_PROXY exactly as the API does, never any proxy.
  const landing = Fastify({
    loggerInstance: opts.log.child({ server: 'landing' }),
    trustProxy: opts.config.trustProxy,
  });
  registerErrorHandler(landing);
  landing.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Content-Security-Policy', LANDING_CSP);
  });

  // The page and its few assets are small and fixed: each is compressed once here and revalidated by ETag
  // (the assets are not content-hashed, so a browser asks again on each load and gets a 304 when unchanged).
  const page = precompressText(html);
  landing.get('/', async (request, reply) =>
    sendCompressedText(request, reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache'), page),
  );
  const assetsDir = path.join(opts.root, 'assets');
  for (const name of readdirSync(assetsDir)) {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) throw new Error(`landing asset ${name}: add its content type to ASSET_TYPES`);
    const body = precompressText(readFileSync(path.join(assetsDir, name)));
    const etag = `"${createHash('sha256').update(body.identity).digest('base64url').slice(0, 22)}"`;
    landing.get(`/assets/${name}`, async (request, reply) => {
      reply.type(type).header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return sendCompressedText(request, reply, body);
    });
  }

  for (const url of FORWARDED_API_PATHS) {
    landing.get(url, async (request, reply) => {
      const res = await opts.app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { accept: 'application/json' },
      });
      const contentType = res.headers['content-type'];
      if (contentType) reply.type(String(contentType));
      return reply.status(res.statusCode).send(res.body);
    });
  }

  // A person who mistypes an address gets a page with a way on; an API caller gets the error envelope.
  const notFoundPage = precompressText(
    renderLandingPage(readFileSync(path.join(opts.root, 'not-found.html'), 'utf8'), opts.config),
  );
  landing.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ success: false, error: `Route ${request.method} ${request.url} not found`, code: 'NOT_FOUND' });
    }
    return sendCompressedText(
      request,
      reply.status(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache'),
      notFoundPage,
    );
  });
  return landing;
}
