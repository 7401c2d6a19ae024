import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@paylink/shared';
import { ConnectionBanner } from '../components/ui/connection-banner';
import { SecondFactorDialog } from '../components/ui/second-factor-dialog';
import { AuthProvider } from '../lib/auth/auth-provider';
import { successClosesErrors } from '../lib/success-closes-errors';

successClosesErrors();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionBanner />
      <AuthProvider>{children}</AuthProvider>
      <SecondFactorDialog />
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors />
    </QueryClientProvider>
  );
}
