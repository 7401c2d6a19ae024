import { expect, test } from 'vitest';
import { compileContract } from './compile-contract.ts';
import { STABLECOIN_TEST_CONTRACTS, stablecoinTestTokenBytecode } from './stablecoin-test-tokens.ts';
import stablecoins from './stablecoin-test-tokens.json' with { type: 'json' };
import compiled from './usdc-test-token.json' with { type: 'json' };

test('the shipped USDC test token bytecode is what its Solidity source compiles to', () => {
  const again = compileContract('usdc-test-token.sol', 'UsdcTestToken');
  expect(again.compiler).toBe(compiled.compiler);
  expect(again.deployedBytecode).toBe(compiled.deployedBytecode);
});

test('the shipped USDT, EURC and PYUSD test token bytecodes are what their Solidity source compiles to', () => {
  for (const [symbol, contract] of Object.entries(STABLECOIN_TEST_CONTRACTS)) {
    const again = compileContract('stablecoin-test-tokens.sol', contract);
    expect(again.compiler).toBe(stablecoins.compiler);
    expect(again.deployedBytecode).toBe(stablecoinTestTokenBytecode(symbol as keyof typeof STABLECOIN_TEST_CONTRACTS));
  }
});
