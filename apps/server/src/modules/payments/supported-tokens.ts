import { NETWORK_NAMES, SOLANA_TOKENS, type TokenInfo } from '@paylink/shared';
import { AppError } from '../../lib/app-error';

/** Only what the watcher can verify on chain is offered: Solana with SOL and USDC (mint from config). */
export function supportedTokens(usdcMint: string): Record<string, TokenInfo[]> {
  return { solana: SOLANA_TOKENS.map((t) => (t.symbol === 'USDC' ? { ...t, mint: usdcMint } : { ...t })) };
}

export function supportedNetworks(usdcMint: string) {
  return Object.fromEntries(
    Object.entries(supportedTokens(usdcMint)).map(([network, tokens]) => [
      network,
      { name: NETWORK_NAMES[network as keyof typeof NETWORK_NAMES], tokens: tokens.map((t) => t.symbol) },
    ]),
  );
}

/** The token a link is paid in, or a clear 400 naming what is supported (`alsoSupported`: other accepted currencies, e.g. USD). */
export function resolveToken(usdcMint: string, network: string, currency: string, alsoSupported: readonly string[] = []): TokenInfo {
  const byNetwork = supportedTokens(usdcMint);
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
