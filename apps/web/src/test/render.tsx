import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { vi } from 'vitest';

/** A fresh query client per test (no retries, so a failing call shows at once). */
function wrapperWithQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

export function renderWithQueries(ui: ReactElement) {
  return render(ui, { wrapper: wrapperWithQueries() });
}

export function renderHookWithQueries<T>(hook: () => T) {
  return renderHook(hook, { wrapper: wrapperWithQueries() });
}

/** One answer of the stubbed API: a status and a JSON body. */
export interface StubReply {
  status?: number;
  body: unknown;
}

/**
 * Stubs `fetch` with answers by "METHOD /path" (unknown paths answer 404); returns the mock to inspect the calls.
 * `reply` may be a function of the request body.
 */
export function stubApi(routes: Record<string, StubReply | ((body: unknown) => StubReply)>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, body: { success: false, error: `no stub for ${key}`, code: 'NOT_FOUND' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
