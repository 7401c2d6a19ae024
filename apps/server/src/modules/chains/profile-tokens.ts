import type { NetworkProfile, TokenInfo } from '@paylink/shared';

/** A rail's tokens as its published profile lists them: the mint or contract as `asset`, null for the native coin. */
export function profileTokens(tokens: readonly TokenInfo[]): NetworkProfile['tokens'] {
  return tokens.map((t) => ({
    symbol: t.symbol,
    name: t.name,
    decimals: t.decimals,
    asset: t.mint ?? t.contract ?? null,
  }));
}
