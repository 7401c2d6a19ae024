import { useQuery } from '@tanstack/react-query';
import { FALLBACK_TOKENS, NETWORK_NAMES, NETWORKS, type TokenInfo } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export interface SupportedTokens {
  tokens: Record<string, TokenInfo[]>;
  networks: Record<string, { name: string; tokens: string[] }>;
}

/** SPEC section 3: the token list used when the supported-tokens call fails. */
const FALLBACK: SupportedTokens = {
  tokens: FALLBACK_TOKENS,
  networks: Object.fromEntries(
    NETWORKS.map((network) => [
      network,
      { name: NETWORK_NAMES[network], tokens: FALLBACK_TOKENS[network].map((t) => t.symbol) },
    ]),
  ),
};

export function getSupportedTokens(): Promise<SupportedTokens> {
  return api<SupportedTokens>('/api/payments/supported-tokens').catch(() => FALLBACK);
}

export function useSupportedTokens() {
  return useQuery({ queryKey: paymentKeys.supportedTokens(), queryFn: getSupportedTokens, staleTime: Infinity });
}
