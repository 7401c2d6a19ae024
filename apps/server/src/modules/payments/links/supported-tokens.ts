import type { TokenInfo } from '@paylink/shared';
import { AppError } from '../../../lib/app-error';
import { networkRails, type OfferedNetworks } from '../../chains/payment-requests';

/**
 * Only what the watchers can verify on chain is offered: each offered network's rail lists its tokens (Solana's
 * USDC mint and each EVM network's USDC contract come from config).
 */
export function supportedTokens(config: OfferedNetworks): Record<string, TokenInfo[]> {
  return Object.fromEntries(
    [...networkRails(config)].map(([network, rail]) => [network, rail.tokens.map((t) => ({ ...t }))]),
  );
}

export function supportedNetworks(config: OfferedNetworks) {
  return Object.fromEntries(
    [...networkRails(config)].map(([network, { profile }]) => [
      network,
      {
        name: profile.name,
        tokens: profile.tokens.map((t) => t.symbol),
        ...(profile.chainId !== null ? { chainId: profile.chainId } : {}),
      },
    ]),
  );
}

/** The token a link is paid in, or a clear 400 naming what is supported (`alsoSupported`: other accepted currencies, e.g. USD). */
export function resolveToken(
  config: OfferedNetworks,
  network: string,
  currency: string,
  alsoSupported: readonly string[] = [],
): TokenInfo {
  const byNetwork = supportedTokens(config);
  const tokens = byNetwork[network];
  if (!tokens) {
    throw new AppError(
      'UNSUPPORTED_NETWORK',
      `Network "${network}" is not supported. Supported networks: ${Object.keys(byNetwork).join(', ')}`,
      400,
    );
  }
  const token = tokens.find((t) => t.symbol === currency);
  if (!token) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Currency "${currency}" is not supported on ${network}. Supported: ${[...tokens.map((t) => t.symbol), ...alsoSupported].join(', ')}`,
      400,
    );
  }
  return token;
}
