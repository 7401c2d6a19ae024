import { evmTokens, FALLBACK_TOKENS, NETWORK_NAMES, SOLANA_TOKENS, type EvmNetwork, type Network, type TokenInfo } from '@paylink/shared';
import type { AppConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';

/**
 * Only what the watchers can verify on chain is offered: Solana with SOL and USDC (mint from config), and each
 * EVM network with an RPC URL or a local chain, with ETH and USDC (contract from config), and Bitcoin (BTC) with an
 * Esplora API or the local regtest chain.
 */
export function supportedTokens(config: Pick<AppConfig, 'usdcMint' | 'evm' | 'bitcoin'>): Record<string, TokenInfo[]> {
  const tokens: Record<string, TokenInfo[]> = { solana: SOLANA_TOKENS.map((t) => (t.symbol === 'USDC' ? { ...t, mint: config.usdcMint } : { ...t })) };
  for (const [network, net] of Object.entries(config.evm)) tokens[network] = evmTokens(net.usdcAddress);
  if (config.bitcoin) tokens.bitcoin = FALLBACK_TOKENS.bitcoin.map((t) => ({ ...t }));
  return tokens;
}

export function supportedNetworks(config: Pick<AppConfig, 'usdcMint' | 'evm' | 'bitcoin'>) {
  return Object.fromEntries(
    Object.entries(supportedTokens(config)).map(([network, tokens]) => [
      network,
      {
        name: NETWORK_NAMES[network as Network],
        tokens: tokens.map((t) => t.symbol),
        ...(config.evm[network as EvmNetwork] ? { chainId: config.evm[network as EvmNetwork]!.chainId } : {}),
      },
    ]),
  );
}

/** The token a link is paid in, or a clear 400 naming what is supported (`alsoSupported`: other accepted currencies, e.g. USD). */
export function resolveToken(config: Pick<AppConfig, 'usdcMint' | 'evm' | 'bitcoin'>, network: string, currency: string, alsoSupported: readonly string[] = []): TokenInfo {
  const byNetwork = supportedTokens(config);
  const tokens = byNetwork[network];
  if (!tokens) {
    throw new AppError('UNSUPPORTED_NETWORK', `Network "${network}" is not supported. Supported networks: ${Object.keys(byNetwork).join(', ')}`, 400);
  }
  const token = tokens.find((t) => t.symbol === currency);
  if (!token) {
    throw new AppError('VALIDATION_ERROR', `Currency "${currency}" is not supported on ${network}. Supported: ${[...tokens.map((t) => t.symbol), ...alsoSupported].join(', ')}`, 400);
  }
  return token;
}
