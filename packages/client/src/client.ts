import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.js';
import { fetchWithRetry, type RetryOptions } from './retry-on-429.js';

export interface PaylinkClientOptions {
  /** Your Paylink server, e.g. https://paylink.example (no trailing /api). */
  baseUrl: string;
  /** Your API key (pl_live_… or pl_test_…), sent as Authorization: Bearer. */
  apiKey?: string;
  /** Or a dashboard session token (for the signed-in routes). */
  sessionToken?: string;
  retry?: RetryOptions;
  /** Defaults to the global fetch (Node 18+, browsers). */
  fetch?: typeof fetch;
}

export type PaylinkClient = Client<paths>;

/**
 * A typed client for every operation of the Paylink API. Paths, parameters, bodies and answers are typed from
 * the OpenAPI document; 429 answers are retried after Retry-After. Calls return `{ data, error, response }`
 * (openapi-fetch); `unwrap` turns that into the data or a PaylinkError.
 */
export function createPaylinkClient(options: PaylinkClientOptions): PaylinkClient {
  const token = options.apiKey ?? options.sessionToken;
  const retrying = fetchWithRetry(options.fetch ?? globalThis.fetch, options.retry);
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: retrying,
  });
}

/** An answer that is not a success: its HTTP status, the stable `code` and the sentence in `error`. */
export class PaylinkError extends Error {
  override readonly name = 'PaylinkError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { msg: string; path: string }[],
  ) {
    super(message);
  }
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The `data` of a `{ success: true, data }` answer, or throws a PaylinkError with the answer's code. */
export async function unwrap<T extends { success: true; data: unknown }>(
  call: Promise<Result<T>> | Result<T>,
): Promise<T['data']> {
  const { data, error, response } = await call;
  if (data) return data.data;
  const failure = (error ?? {}) as { error?: string; code?: string; details?: { msg: string; path: string }[] };
  throw new PaylinkError(
    response.status,
    failure.code ?? 'HTTP_ERROR',
    failure.error ?? `HTTP ${response.status}`,
    failure.details,
  );
}
