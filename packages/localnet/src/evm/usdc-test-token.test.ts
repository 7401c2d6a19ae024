import { expect, test } from 'vitest';
import { compileUsdcTestToken } from './compile-usdc-test-token.ts';
import compiled from './usdc-test-token.json' with { type: 'json' };

test('the shipped USDC test token bytecode is what its Solidity source compiles to', () => {
  const again = compileUsdcTestToken();
  expect(again.compiler).toBe(compiled.compiler);
  expect(again.deployedBytecode).toBe(compiled.deployedBytecode);
});
