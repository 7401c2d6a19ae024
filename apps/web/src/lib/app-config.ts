import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Public runtime settings served by GET /api/config. */
export interface AppConfig {
  googleClientId: string | null;
  landingUrl: string;
  explorerCluster: string;
  /** The embedded local chain's RPC (the explorer needs it for a custom cluster); null for a provider, whose URL holds its API key. */
  rpcUrl: string | null;
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
