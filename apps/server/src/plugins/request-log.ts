import type { FastifyRequest } from 'fastify';

// Query and path parameters that carry a secret: email-link tokens (verify, reset, wallet change, refund claim,
// subscription portal) and API keys.
const SECRET_PARAMS = /^(token|key|api_?key|apikey|secret|code|credential|password)$/i;

/**
 * The web app's pages with a token in their path (apps/web router): the not-found handler serves them (the portal has
 * its own route only when the build has its page, routes/subscription-pages.ts), so their pattern is listed here.
 */
const TOKEN_PAGES = ['/refund-claim/:token', '/subscription/:token'];

const isSecretParam = (segment: string) => SECRET_PARAMS.test(/^:([A-Za-z0-9_]+)/.exec(segment)?.[1] ?? '');

/**
 * A routed path as logged: the segments its pattern ("/api/refund-claims/:token") names by a secret parameter are
 * replaced. A path that does not fit the pattern segment for segment is logged as the pattern, never in full.
 */
function redactRoutePath(pattern: string, path: string): string {
  const names = pattern.split('/');
  if (!names.some(isSecretParam)) return path;
  const parts = path.split('/');
  const fits = names.length === parts.length && names.every((name, i) => name.startsWith(':') || name === parts[i]);
  return names.map((name, i) => (isSecretParam(name) ? '[redacted]' : fits ? parts[i] : name)).join('/');
}

/**
 * A path no route matched (a token page, or a token route's path with a trailing slash or another case): under a
 * pattern with a secret parameter, everything from that parameter's segment on is replaced.
 */
function redactUnroutedPath(patterns: readonly string[], path: string): string {
  const parts = path.split('/');
  for (const pattern of patterns) {
    const names = pattern.split('/');
    const at = names.findIndex(isSecretParam);
    const under =
      parts.length > at &&
      names.slice(0, at).every((name, i) => name.startsWith(':') || name.toLowerCase() === parts[i]!.toLowerCase());
    if (under) return [...parts.slice(0, at), '[redacted]'].join('/');
  }
  return path;
}

/**
 * The request log without secrets: its `req` serializer gives method, URL and client address, never headers (so
 * never Authorization or X-API-Key), and never a token from an emailed link, in the query or the path. `onRoute`
 * collects the routes with a secret path parameter, so a request that matched none is redacted by them too.
 */
export function requestLogRedaction() {
  const patterns = [...TOKEN_PAGES];
  return {
    /** For `app.addHook('onRoute', ...)`, before any route is registered. */
    onRoute(route: { url: string }) {
      if (route.url.split('/').some(isSecretParam) && !patterns.includes(route.url)) patterns.push(route.url);
    },
    serializers: {
      req(request: FastifyRequest) {
        const route = request.routeOptions.url;
        const url = redactUrl(request.url, (path) =>
          route ? redactRoutePath(route, path) : redactUnroutedPath(patterns, path),
        );
        return { method: request.method, url, host: request.host, remoteAddress: request.ip };
      },
    },
  };
}

/** The request URL as logged: its path through `redactPath`, and the value of every secret query parameter replaced. */
function redactUrl(url: string, redactPath: (path: string) => string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactPath(url);
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        return '[redacted]';
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${redactPath(url.slice(0, at))}?${params.join('&')}`;
}
