import { parseAbi } from 'viem';
import type { EvmTokenSymbol } from '@paylink/shared';
import compiled from './stablecoin-test-tokens.json' with { type: 'json' };

/** The contract of stablecoin-test-tokens.sol each listed token's test token is. */
export const STABLECOIN_TEST_CONTRACTS: Record<EvmTokenSymbol, string> = {
  USDT: 'UsdtTestToken',
  EURC: 'EurcTestToken',
  PYUSD: 'PyusdTestToken',
};

/** Runtime bytecode of the local chains' test token for `symbol` (see write-test-tokens.ts). */
export function stablecoinTestTokenBytecode(symbol: EvmTokenSymbol): `0x${string}` {
  return (compiled as unknown as Record<EvmTokenSymbol, `0x${string}`>)[symbol];
}

/**
 * What a wallet needs of any listed test token (USDC's included): `mint`, and a `transfer` read with no return value,
 * which pays USDT (whose transfer returns nothing, as on Ethereum) and the tokens that return a bool alike.
 */
export const testTokenAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value)',
  'function balanceOf(address owner) view returns (uint256)',
  'function symbol() view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);
