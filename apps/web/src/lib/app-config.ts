import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Public runtime settings served by GET /api/config. */
export interface AppConfig {
  googleClientId: string | null;
  landingUrl: string;
  explorerCluster: string;
  /** The RPC the server watches; the explorer needs it to show a transaction on a custom (local) cluster. */
  rpcUrl: string;
  localChain: boolean;
  supportEmail: string;
}

export function getAppConfig(): Promise<AppConfig> {
  return api<AppConfig>('/api/config');
}

export function useAppConfig() {
  // The config only changes with a server restart, so one fetch per page load is enough.
  return useQuery({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });
}
