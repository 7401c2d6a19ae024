import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * The app's Content-Security-Policy: only our own scripts (no inline script), Google Identity Services for
 * the sign-in button, QR codes as data: images, and no framing by anyone. Inline styles stay allowed: the
 * toast library injects a <style> element, and a style cannot run code.
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", `${GOOGLE_SIGN_IN}client`],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_SIGN_IN}style`],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", GOOGLE_SIGN_IN],
  'frame-src': [GOOGLE_SIGN_IN],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Per-route header overrides, used as a route option: `app.get(path, { helmet: routeHeaders.embeddable }, ...)`.
 * A route's `helmet` object replaces the global option of the same name (a shallow merge), so a CSP override
 * must start from APP_CSP: use `withCsp({ 'script-src': [...] })`.
 */
export const routeHeaders = {
  /** The hosted payment page: any site may frame it (it posts PAYMENT_COMPLETED / PAYMENT_FAILED to the parent). */
  embeddable: {
    frameguard: false,
    contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP, 'frame-ancestors': ['*'] } },
  },
  /** A script or file other sites' pages load (for example /embed.js). */
  crossOrigin: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
} satisfies Record<string, FastifyHelmetOptions>;

/** The hosted payment page that also calls `origin`: the Solana RPC a browser wallet's transfer reads its blockhash from. */
export function embeddableCalling(origin: string): FastifyHelmetOptions {
  const directives = { ...APP_CSP, 'frame-ancestors': ['*'], 'connect-src': [...APP_CSP['connect-src']!, origin] };
  return { ...routeHeaders.embeddable, contentSecurityPolicy: { useDefaults: false, directives } };
}

/** The app's CSP with some directives replaced, for a route that needs more (for example an API reference page). */
export function withCsp(directives: Directives): FastifyHelmetOptions {
  return { contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP, ...directives } } };
}

/** Helmet on every response (API, web app, 404s): CSP, no framing, nosniff, referrer policy, HSTS when served over https. */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: opts.https ? { ...APP_CSP, 'upgrade-insecure-requests': [] } : APP_CSP,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
