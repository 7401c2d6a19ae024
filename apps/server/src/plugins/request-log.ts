import type { FastifyRequest } from 'fastify';

// Query parameters that carry a secret: email-link tokens (verify, reset, wallet change) and API keys.
const SECRET_PARAMS = /^(token|key|api_?key|apikey|secret|code|credential|password)$/i;

/** The request URL as logged: the value of every secret-bearing query parameter is replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
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
  return `${url.slice(0, at)}?${params.join('&')}`;
}

/**
 * The request log's `req` serializer: method, redacted URL and client address, never headers (so never
 * Authorization or X-API-Key) and never a token from an emailed link.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
  },
};
