import type { ReactNode } from 'react';

/**
 * The signed-out build resolves `@tanstack/react-query` to this file (vite.config.ts), as it resolves react-router
 * to location.tsx: the providers and the auth state shared with the merchant app keep their imports while the
 * entry leaves out the query client (about a sixth of its script). These pages cache no server data: their calls
 * are plain requests (lib/use-request.ts), and signing in loads the merchant app as a new page, so there is no
 * cache to clear when someone signs in, nor queries to refetch when the connection comes back. Anything else
 * imported from the library fails the signed-out build.
 */
export class QueryClient {
  clear(): void {}

  invalidateQueries(): Promise<void> {
    return Promise.resolve();
  }
}

const client = new QueryClient();

export function QueryClientProvider({ children }: { client: QueryClient; children: ReactNode }) {
  return <>{children}</>;
}

export function useQueryClient(): QueryClient {
  return client;
}
