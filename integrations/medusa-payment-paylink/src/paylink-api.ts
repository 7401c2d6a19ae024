/** The few calls of the Paylink merchant API (`/api/v1`) the provider makes, with the merchant's API key. */

export interface PaylinkLink {
  id: string;
  amount: string;
  currency: string;
  status: 'PENDING' | 'COMPLETED' | 'EXPIRED' | 'FAILED';
  /** The hosted checkout page the customer is sent to. */
  checkoutUrl: string;
  /** What the chain must receive, in `payCurrency` (the token), for a link priced in USD or EUR too. */
  payAmount: string;
  payCurrency: string;
  amountReceived: string | null;
  metadata: Record<string, unknown> | null;
}

export interface PaylinkRefund {
  id: string;
  amount: string;
  currency: string;
  to: string;
  status: string;
  paymentUrl: string;
}

export interface CreateLinkBody {
  amount: string;
  currency: string;
  network: string;
  payCurrencies?: string[];
  label: string;
  expiresIn?: number;
  metadata: Record<string, string>;
}

/** A refused call: Paylink's `{ success: false, error, code }` and the HTTP status. */
export class PaylinkApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PaylinkApiError';
  }
}

export interface PaylinkApi {
  createLink(body: CreateLinkBody, idempotencyKey: string): Promise<PaylinkLink>;
  getLink(id: string): Promise<PaylinkLink>;
  prepareRefund(id: string, amount: string, idempotencyKey: string): Promise<PaylinkRefund>;
  endLink(id: string): Promise<PaylinkLink>;
}

export function paylinkApi(apiUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): PaylinkApi {
  const base = apiUrl.replace(/\/+$/, '');
  async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetchImpl(`${base}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { success?: boolean; data?: T; error?: string; code?: string };
    if (!res.ok || json.success === false || json.data === undefined) {
      throw new PaylinkApiError(
        `Paylink ${method} ${path}: ${json.error ?? `HTTP ${res.status}`}`,
        res.status,
        json.code ?? 'HTTP_ERROR',
      );
    }
    return json.data;
  }
  const linkPath = (id: string) => `/payment-links/${encodeURIComponent(id)}`;
  return {
    createLink: async (body, key) =>
      (await call<{ payment: PaylinkLink }>('POST', '/payment-links', body, key)).payment,
    getLink: async (id) => (await call<{ payment: PaylinkLink }>('GET', linkPath(id))).payment,
    endLink: async (id) => (await call<{ payment: PaylinkLink }>('POST', `${linkPath(id)}/expire`)).payment,
    prepareRefund: async (id, amount, key) =>
      (await call<{ refund: PaylinkRefund }>('POST', `${linkPath(id)}/refunds`, { amount }, key)).refund,
  };
}
