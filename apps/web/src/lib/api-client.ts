import { TOKEN_STORAGE_KEY, TWO_FACTOR_HEADER, type ApiFailure } from '@paylink/shared';
import { connectionLost, connectionRestored } from './connection-status';
import { askForSecondFactorCode } from './second-factor-prompt';

/** What a call that never reached the server says (the banner says the rest: it retries). */
export const UNREACHABLE_MESSAGE = 'Paylink cannot be reached. Check your connection and try again.';

/** An API error carrying the server's error envelope (message, code, details). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiFailure>,
  ) {
    super(body.error ?? `Request failed with status ${status}`);
  }
}

// Browsers that block third-party storage throw on any localStorage access inside a cross-site iframe
// (the hosted payment page embedded by a merchant): there is simply no session there.
export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // No storage available (see getToken): nothing to remember.
  }
}

/** Paths that answer 401 as part of their normal flow and must not bounce the page to /login. */
const NO_REDIRECT_ON_401 = ['/api/auth/login', '/api/auth/login/2fa', '/api/auth/register', '/api/auth/google'];

/**
 * Calls the API with the stored bearer token and unwraps `{ success, data }`.
 * SPEC section 8: any 401 removes the stored token and sends the whole page to /login. A change guarded by
 * two-factor sign-in (403 TWO_FACTOR_REQUIRED) asks for the code once and is sent again with it.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    connectionLost();
    throw new ApiError(0, { success: false, error: UNREACHABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  }
  connectionRestored();
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; data?: T } & Partial<ApiFailure>;
  if (res.status === 401 && !NO_REDIRECT_ON_401.includes(path)) {
    setToken(null);
    if (window.location.pathname !== '/login') window.location.assign('/login');
  }
  if (res.status === 403 && body.code === 'TWO_FACTOR_REQUIRED' && !init.headers?.[TWO_FACTOR_HEADER]) {
    const code = await askForSecondFactorCode();
    if (code) return api<T>(path, { ...init, headers: { ...init.headers, [TWO_FACTOR_HEADER]: code } });
  }
  if (!res.ok || body.success === false) throw new ApiError(res.status, body);
  return body.data as T;
}

/** The server's error text when present, else the screen's fallback (SPEC section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body.error ? error.body.error : fallback;
}
