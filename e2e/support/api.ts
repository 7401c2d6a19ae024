import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { getAddress } from 'viem';
import { base58Encode } from '@paylink/shared';

/** Fresh, valid test data. */
export const SOLANA_WALLET = 'So11111111111111111111111111111111111111112';
export const BTC_WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const ETH_WALLET = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
export const PASSWORD = 'Passw0rd!e2e';

/** A receiving address no other merchant of the product has: an address belongs to one account (issue 29). */
export function freshSolanaWallet(): string {
  return base58Encode(randomBytes(32));
}
export function freshEthWallet(): string {
  return getAddress(`0x${randomBytes(20).toString('hex')}`);
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { success?: boolean; data?: T; error?: string };
  if (!res.ok || json.success === false) throw new Error(`${method} ${path} -> ${res.status}: ${JSON.stringify(json)}`);
  return json.data as T;
}

export interface ApiUser {
  id: string;
  email: string;
  transactionCredits: number;
  walletAddress: string | null;
}
export interface ApiPayment {
  id: string;
  label: string;
  amount: string;
  currency: string;
  payAmount: string;
  payCurrency: string;
  quote: { rate: string; source: string; quotedAt: string; expiresAt: string } | null;
  status: string;
  solanaPayUrl: string;
  transactionRequestUrl: string | null;
  paymentUrl: string;
  amountReceived: string | null;
}

export function apiClient(baseUrl: string) {
  return {
    /** Registers (REQUIRE_EMAIL_VERIFICATION=false gives a token straight away). */
    register: (email: string, password = PASSWORD) =>
      call<{ token?: string; user?: ApiUser; requiresEmailVerification?: boolean }>(
        baseUrl,
        'POST',
        '/api/auth/register',
        { email, password },
      ),
    login: (email: string, password = PASSWORD) =>
      call<{ token: string; user: ApiUser }>(baseUrl, 'POST', '/api/auth/login', { email, password }),
    setWallets: (
      token: string,
      wallets: {
        walletAddress?: string | null;
        btcAddress?: string | null;
        btcXpub?: string | null;
        ethAddress?: string | null;
        currentPassword?: string;
      },
    ) => call<{ user: ApiUser }>(baseUrl, 'PUT', '/api/auth/wallets', wallets, token),
    createLink: (
      token: string,
      input: {
        amount: string;
        currency?: string;
        network?: string;
        payCurrencies?: string[];
        label: string;
        message?: string;
        walletAddress?: string;
        successUrl?: string;
        cancelUrl?: string;
      },
    ) => call<{ payment: ApiPayment }>(baseUrl, 'POST', '/api/payments/payment-link', input, token),
    /** The account's name, which payers see on the hosted page and the receipt. */
    renameAccount: (token: string, name: string) =>
      call<{ message: string }>(baseUrl, 'PUT', '/api/team/account', { name }, token),
    listPayments: (token: string, query = '') =>
      call<{ payments: ApiPayment[] }>(baseUrl, 'GET', `/api/payments/payments${query}`, undefined, token),
    /** The merchant's open transfers that paid no link. */
    unmatchedTransfers: (token: string) =>
      call<{ transfers: { id: string; signature: string; amount: string }[]; openCount: number }>(
        baseUrl,
        'GET',
        '/api/payments/unmatched-transfers',
        undefined,
        token,
      ),
    publicPayment: (id: string) => call<ApiPayment>(baseUrl, 'GET', `/api/payments/${encodeURIComponent(id)}`),
    /** Local chain only: pays what is left of the link, or `amount` of it (a partial payment). */
    testPay: (id: string, amount?: string) =>
      call<{ signature: string }>(
        baseUrl,
        'POST',
        `/api/payments/${encodeURIComponent(id)}/test-pay`,
        amount === undefined ? undefined : { amount },
      ),
  };
}

/** Registers a new merchant (a unique email from `tag`) and saves its Solana payout wallet. */
export async function registerMerchant(
  api: ReturnType<typeof apiClient>,
  tag: string,
  walletAddress = freshSolanaWallet(),
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(tag);
  const { token } = await api.register(email);
  if (!token) throw new Error('registration gave no token: is REQUIRE_EMAIL_VERIFICATION=false?');
  await api.setWallets(token, { walletAddress });
  return { email, token };
}

/** Signs a browser tab in by putting the session token where the web app keeps it (localStorage 'token'). */
export async function signInWithToken(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
