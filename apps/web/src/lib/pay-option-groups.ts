import type { PayOption } from '@paylink/shared';

export interface PayOptionGroup<T extends PayOption> {
  currency: string;
  options: T[];
}

/**
 * Pay options grouped by token ("USDC on Solana, Base, Arbitrum…"), then by network: tokens in the order they first
 * appear, each token's networks in the order given (the server's), so the list reads the same wherever it is shown.
 */
export function groupByToken<T extends PayOption>(options: readonly T[]): PayOptionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const option of options) groups.set(option.currency, [...(groups.get(option.currency) ?? []), option]);
  return [...groups].map(([currency, grouped]) => ({ currency, options: grouped }));
}
