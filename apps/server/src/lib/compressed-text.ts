import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings we send, best first; identity when the browser accepts neither. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A text body in each encoding we send, made once (a page built at boot). */
export interface CompressedText {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Highest levels: for bodies compressed once and sent many times. */
export function precompressText(text: string | Buffer): CompressedText {
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && header ? negotiate(header, [...ENCODINGS]) : null;
}

/**
 * Sends a text body (HTML, a landing asset) in the best encoding the request accepts. A body made per request
 * (the hosted page with its payment) is compressed at a fast level; a CompressedText is sent as it is.
 */
export function sendCompressedText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | CompressedText,
): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request);
  if (typeof body !== 'string') {
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? body[encoding] : body.identity);
  }
  if (!encoding) return reply.send(body);
  reply.header('Content-Encoding', encoding);
  return reply.send(
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 }),
  );
}
